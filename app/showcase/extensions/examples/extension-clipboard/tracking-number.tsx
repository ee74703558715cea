import { ActionIcon, Code, Group, Stack, Text, Tooltip } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const SHIPMENTS = [
  { mode: 'sea', number: 'MSKU4073126' },
  { mode: 'air', number: '217-88120453' },
  { mode: 'road', number: 'TH-BKK-240117-08' },
] as const;

/** One copy button for each tracking number, with a tooltip and a spoken confirmation. */
export default function ClipboardTrackingNumber() {
  const { t } = useTranslation('extension-clipboard');
  const clipboard = useClipboard({ timeout: 2000 });
  const [last, setLast] = useState<string | null>(null);
  return (
    <Stack gap="sm">
      {SHIPMENTS.map(({ mode, number }) => {
        const copied = clipboard.copied && last === number;
        return (
          <Group key={number} justify="space-between" wrap="nowrap" gap="xs">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" c="dimmed">
                {t(`tracking-number.${mode}`)}
              </Text>
              <Code fz="sm" style={{ overflowWrap: 'anywhere' }}>
                {number}
              </Code>
            </Stack>
            <Tooltip label={copied ? t('copied') : t('tracking-number.copy')} withArrow>
              <ActionIcon
                variant={copied ? 'filled' : 'light'}
                color={copied ? 'success' : undefined}
                size="lg"
                aria-label={t('tracking-number.copyNamed', { number })}
                onClick={() => {
                  setLast(number);
                  clipboard.copy(number);
                }}
                data-testid={`clipboard-copy-${mode}`}
              >
                {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
              </ActionIcon>
            </Tooltip>
          </Group>
        );
      })}
      <Text size="sm" c="dimmed" role="status" data-testid="clipboard-tracking-status">
        {clipboard.copied && last ? t('tracking-number.done', { number: last }) : ''}
      </Text>
    </Stack>
  );
}
