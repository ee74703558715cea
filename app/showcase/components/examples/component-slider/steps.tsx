import { Slider, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNumberFormat } from './number-format';

const SIZES = [20, 40, 45] as const;

/**
 * A step between values: insurance cover in steps of 5,000; and a slider held to its marks
 * (restrictToMarks), the container sizes 20, 40 and 45 feet.
 */
export default function SliderSteps() {
  const { t } = useTranslation('component-slider');
  const [cover, setCover] = useState(25000);
  const [size, setSize] = useState<number>(40);
  const number = useNumberFormat();
  const money = (value: number) => t('steps.cover', { value: number(value) });
  const feet = (value: number) => t('steps.feet', { value });
  return (
    <>
      <Text size="sm" mb="xs">
        {t('steps.coverLabel')}
      </Text>
      <Slider
        min={0}
        max={100000}
        step={5000}
        value={cover}
        onChange={setCover}
        label={money}
        thumbLabel={t('steps.coverLabel')}
        thumbValueText={money}
      />
      <Text size="sm" mt="xs" c="dimmed">
        {money(cover)}
      </Text>
      <Text size="sm" mt="lg" mb="xs">
        {t('steps.sizeLabel')}
      </Text>
      <Slider
        min={20}
        max={45}
        value={size}
        onChange={setSize}
        restrictToMarks
        marks={SIZES.map((value) => ({ value, label: feet(value) }))}
        label={feet}
        thumbLabel={t('steps.sizeLabel')}
        thumbValueText={feet}
        mb="xl"
      />
    </>
  );
}
