import { Group, Progress, Stack, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const SECTIONS = [
  { key: 'electronics', value: 42, color: 'blue.9' },
  { key: 'textiles', value: 23, color: 'brand.7' },
  { key: 'food', value: 18, color: 'success.8' },
] as const;

/**
 * One bar made of sections: how a 40-foot container is filled. Each section is a progress bar
 * of its own with a name, and a tooltip on hover; the legend says the same in words.
 */
export default function ProgressSections() {
  const { t } = useTranslation('component-progress');
  const used = SECTIONS.reduce((sum, section) => sum + section.value, 0);
  return (
    <Stack gap="sm">
      <Text size="sm">{t('sections.caption', { used })}</Text>
      <Progress.Root size={24}>
        {SECTIONS.map(({ key, value, color }) => (
          <Tooltip key={key} label={t('sections.share', { name: t(`sections.${key}`), value })}>
            <Progress.Section
              value={value}
              color={color}
              aria-label={t('sections.share', { name: t(`sections.${key}`), value })}
            >
              <Progress.Label>{`${value} %`}</Progress.Label>
            </Progress.Section>
          </Tooltip>
        ))}
      </Progress.Root>
      <Group gap="md">
        {SECTIONS.map(({ key, value, color }) => (
          <Group key={key} gap={6} wrap="nowrap">
            <span
              aria-hidden
              style={{
                width: 12,
                height: 12,
                borderRadius: 3,
                background: `var(--mantine-color-${color.replace('.', '-')})`,
              }}
            />
            <Text size="sm">{t('sections.share', { name: t(`sections.${key}`), value })}</Text>
          </Group>
        ))}
      </Group>
    </Stack>
  );
}
