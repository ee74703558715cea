import { Divider, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const FIGURES = ['containers', 'weight', 'volume'] as const;

/** A horizontal line between blocks, vertical lines between figures of one row. */
export default function DividerOrientations() {
  const { t } = useTranslation('component-divider');
  return (
    <Stack gap="md">
      <Text size="sm" fw={600}>
        {t('orientations.horizontal')}
      </Text>
      <Divider />
      <Text size="sm" fw={600}>
        {t('orientations.vertical')}
      </Text>
      <Group gap="md" wrap="wrap" data-testid="divider-figures">
        {FIGURES.map((key, index) => (
          <Group key={key} gap="md" wrap="nowrap">
            {index > 0 && <Divider orientation="vertical" />}
            <div>
              <Text size="xs" c="dimmed">
                {t(`orientations.${key}`)}
              </Text>
              <Text fw={700}>{t(`orientations.${key}Value`)}</Text>
            </div>
          </Group>
        ))}
      </Group>
    </Stack>
  );
}
