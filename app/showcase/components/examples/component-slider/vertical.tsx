import { Group, Slider, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const TANKS = ['diesel', 'adblue'] as const;

/**
 * Upright sliders (orientation="vertical", aria-orientation="vertical"): the fill of a truck's
 * tanks. Up and Right raise the value, Down and Left lower it; Home and End go to the ends.
 */
export default function SliderVertical() {
  const { t } = useTranslation('component-slider');
  const [levels, setLevels] = useState<Record<(typeof TANKS)[number], number>>({
    diesel: 65,
    adblue: 30,
  });
  return (
    <Group gap="xl" justify="center" align="flex-end">
      {TANKS.map((tank) => {
        const text = (value: number) => t('vertical.value', { value });
        return (
          <Stack key={tank} gap="xs" align="center">
            <Slider
              orientation="vertical"
              h={160}
              min={0}
              max={100}
              step={5}
              value={levels[tank]}
              onChange={(value) => setLevels((current) => ({ ...current, [tank]: value }))}
              label={text}
              thumbLabel={t(`vertical.${tank}`)}
              thumbValueText={text}
              data-testid={`tank-${tank}`}
            />
            <Text size="sm" fw={600}>
              {t(`vertical.${tank}`)}
            </Text>
            <Text size="xs" c="dimmed">
              {text(levels[tank])}
            </Text>
          </Stack>
        );
      })}
    </Group>
  );
}
