import { Button, Stack, Text, Textarea } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Copies the text of the field as it is now; the button says "Copied" for two seconds. */
export default function ClipboardCopyText() {
  const { t } = useTranslation('extension-clipboard');
  const clipboard = useClipboard({ timeout: 2000 });
  const [text, setText] = useState(() => t('copy-text.sample'));
  return (
    <Stack gap="sm" align="flex-start">
      <Textarea
        label={t('copy-text.label')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        autosize
        minRows={3}
        w="100%"
        data-testid="clipboard-text"
      />
      <Button
        leftSection={
          clipboard.copied ? (
            <IconCheck size={16} aria-hidden />
          ) : (
            <IconCopy size={16} aria-hidden />
          )
        }
        color={clipboard.copied ? 'success' : undefined}
        onClick={() => clipboard.copy(text)}
        data-testid="clipboard-copy-text"
      >
        {clipboard.copied ? t('copied') : t('copy-text.button')}
      </Button>
      <Text size="sm" c="dimmed" role="status" data-testid="clipboard-text-status">
        {clipboard.copied ? t('copy-text.done') : clipboard.error ? t('failed') : ''}
      </Text>
    </Stack>
  );
}
