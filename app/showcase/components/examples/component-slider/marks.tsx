import { Slider, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Marks name the points of the scale: the days of free time at the terminal. */
export default function SliderMarks() {
  const { t } = useTranslation('component-slider');
  const [days, setDays] = useState(7);
  const marks = [0, 7, 14, 21].map((value) => ({ value, label: t('marks.day', { count: value }) }));
  return (
    <>
      <Text size="sm" mb="xs">
        {t('marks.label')}
      </Text>
      <Slider
        min={0}
        max={21}
        value={days}
        onChange={setDays}
        marks={marks}
        label={(value) => t('marks.day', { count: value })}
        thumbLabel={t('marks.label')}
        thumbValueText={(value) => t('marks.day', { count: value })}
        mb="xl"
      />
    </>
  );
}
