import { NumberInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { htmlLangOf } from '../../../../lib/i18n/languages';

/**
 * A fixed number of decimals: weight to the kilogram's tenth, volume to the hundredth of a cubic
 * metre; the chargeable weight of air freight follows from both (1 m³ = 167 kg).
 */
export default function NumberInputPrecision() {
  const { t, i18n } = useTranslation('form-element-number-input');
  const [weight, setWeight] = useState<number | string>(420.5);
  const [volume, setVolume] = useState<number | string>(3.25);
  const chargeable = Math.max(Number(weight) || 0, (Number(volume) || 0) * 167);
  const format = new Intl.NumberFormat(htmlLangOf(i18n.language), {
    maximumFractionDigits: 1,
  });
  return (
    <Stack gap="sm">
      <NumberInput
        label={t('precision.weight')}
        value={weight}
        onChange={setWeight}
        decimalScale={1}
        fixedDecimalScale
        step={0.1}
        min={0}
        suffix=" kg"
      />
      <NumberInput
        label={t('precision.volume')}
        value={volume}
        onChange={setVolume}
        decimalScale={2}
        fixedDecimalScale
        step={0.01}
        min={0}
        suffix=" m³"
      />
      <Text size="sm" aria-live="polite" data-testid="chargeable-weight">
        {t('precision.chargeable', { weight: format.format(chargeable) })}
      </Text>
    </Stack>
  );
}
