import { Slider, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * One value: the temperature of a reefer container. The thumb is named as the label above it
 * (thumbLabel) and says its value with the unit (aria-valuetext); arrow keys move it by one degree.
 */
export default function SliderSingle() {
  const { t } = useTranslation('component-slider');
  const [celsius, setCelsius] = useState(-18);
  const text = (value: number) => t('single.value', { value });
  return (
    <>
      <Text size="sm" mb="xs">
        {t('single.label')}
      </Text>
      <Slider
        min={-30}
        max={10}
        value={celsius}
        onChange={setCelsius}
        label={text}
        thumbLabel={t('single.label')}
        thumbValueText={text}
      />
      <Text size="sm" mt="sm" c="dimmed">
        {text(celsius)}
      </Text>
    </>
  );
}
