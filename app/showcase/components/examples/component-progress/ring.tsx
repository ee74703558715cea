import { Group, RingProgress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const RINGS = [
  { key: 'onTime', value: 94, color: 'success' },
  { key: 'customs', value: 62, color: 'blue' },
  { key: 'capacity', value: 81, color: 'brand' },
] as const;

/** A ring for one figure with its number in the middle; the ring is named by the figure. */
export default function ProgressRing() {
  const { t } = useTranslation('component-progress');
  return (
    <Group gap="lg" justify="center">
      {RINGS.map(({ key, value, color }) => (
        <Stack key={key} gap={4} align="center">
          <RingProgress
            size={110}
            thickness={10}
            roundCaps
            sections={[{ value, color }]}
            role="img"
            aria-label={t('ring.label', { name: t(`ring.${key}`), value })}
            label={
              <Text ta="center" fw={700} size="lg" aria-hidden>
                {`${value} %`}
              </Text>
            }
          />
          <Text size="sm" c="dimmed" ta="center" maw={130} aria-hidden>
            {t(`ring.${key}`)}
          </Text>
        </Stack>
      ))}
    </Group>
  );
}
