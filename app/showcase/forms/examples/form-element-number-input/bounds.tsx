import { NumberInput, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Bounds and steps: arrow keys and the buttons move by the step; a number outside the bounds is
 * brought back inside when the field loses the focus.
 */
export default function NumberInputBounds() {
  const { t } = useTranslation('form-element-number-input');
  return (
    <Stack gap="sm">
      <NumberInput
        label={t('bounds.pallets')}
        description={t('bounds.palletsHint')}
        min={1}
        max={33}
        defaultValue={12}
        clampBehavior="blur"
        data-testid="number-pallets"
      />
      <NumberInput
        label={t('bounds.temperature')}
        description={t('bounds.temperatureHint')}
        min={-30}
        max={30}
        step={0.5}
        decimalScale={1}
        defaultValue={-18}
        suffix=" °C"
      />
      <NumberInput
        label={t('bounds.containers')}
        min={0}
        max={500}
        step={10}
        defaultValue={40}
        allowDecimal={false}
        allowNegative={false}
      />
    </Stack>
  );
}
