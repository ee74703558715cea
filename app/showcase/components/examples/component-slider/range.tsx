import { RangeSlider, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNumberFormat } from './number-format';

/**
 * Two values: the weight range of the shipments to list. Each thumb has its own name ("Lightest",
 * "Heaviest"); arrow keys move the focused one, and they keep at least 500 kg apart.
 */
export default function SliderRange() {
  const { t } = useTranslation('component-slider');
  const [range, setRange] = useState<[number, number]>([2000, 12000]);
  const number = useNumberFormat();
  const text = (value: number) => t('range.value', { value: number(value) });
  return (
    <>
      <Text size="sm" mb="xs">
        {t('range.label')}
      </Text>
      <RangeSlider
        min={0}
        max={28000}
        step={500}
        minRange={500}
        value={range}
        onChange={setRange}
        label={text}
        thumbFromLabel={t('range.from')}
        thumbToLabel={t('range.to')}
        thumbValueText={text}
        data-testid="weight-range"
      />
      <Text size="sm" mt="sm" c="dimmed" data-testid="weight-range-text">
        {t('range.summary', { from: text(range[0]), to: text(range[1]) })}
      </Text>
    </>
  );
}
