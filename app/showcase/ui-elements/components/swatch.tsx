import { ActionIcon, Badge, Box, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { htmlLangOf } from '../../../lib/i18n/languages';
import { notify } from '../../../lib/ui/notify';
import { contrastLevel, contrastRatio, type ContrastLevel } from '../../../lib/settings/contrast';
import classes from './swatch.module.css';

const levelColor: Record<ContrastLevel, string> = {
  AAA: 'success',
  AA: 'teal',
  'AA-large': 'warning',
  fail: 'red',
};

/** The ratio against white or black and the level it reaches. */
function ContrastLine({ hex, against }: { hex: string; against: 'white' | 'black' }) {
  const { t, i18n } = useTranslation('ui-elements');
  const ratio = contrastRatio(hex, against === 'white' ? '#ffffff' : '#000000');
  const level = contrastLevel(ratio);
  const shown = new Intl.NumberFormat(htmlLangOf(i18n.language), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(ratio);
  return (
    <Group gap={6} wrap="nowrap" justify="space-between" data-testid={`contrast-${against}`}>
      <Text size="xs">
        {t(`colors.against.${against}`)}{' '}
        <span data-testid="ratio">{t('colors.ratio', { ratio: shown })}</span>
      </Text>
      <Badge
        size="sm"
        variant="light"
        color={levelColor[level]}
        c="var(--mantine-color-text)"
        tt="none"
        className={classes.level}
        data-testid="level"
        data-level={level}
      >
        {t(`colors.level.${level}`)}
      </Badge>
    </Group>
  );
}

async function copy(hex: string, done: string, failed: string) {
  try {
    await navigator.clipboard.writeText(hex);
    notify('success', done);
  } catch {
    notify('error', failed);
  }
}

/** One shade: the colour, its name and hex value, a copy button and its contrast. */
export function Swatch({ name, hex }: { name: string; hex: string }) {
  const { t } = useTranslation('ui-elements');
  const copyLabel = t('colors.copy', { hex });
  return (
    <Paper withBorder radius="md" className={classes.swatch} data-testid="swatch" data-hex={hex}>
      <Box className={classes.colour} style={{ background: hex }} aria-hidden />
      <Stack gap={4} p="xs">
        <Group justify="space-between" wrap="nowrap" gap={4}>
          <div>
            <Text size="sm" fw={600} data-testid="swatch-name">
              {name}
            </Text>
            <Text size="xs" ff="monospace" data-testid="hex">
              {hex}
            </Text>
          </div>
          <Tooltip label={copyLabel} withArrow>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={copyLabel}
              data-testid="copy"
              onClick={() => void copy(hex, t('colors.copied', { hex }), t('colors.copyFailed'))}
            >
              <IconCopy size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
        <ContrastLine hex={hex} against="white" />
        <ContrastLine hex={hex} against="black" />
      </Stack>
    </Paper>
  );
}
