import { NativeSelect, NumberInput, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { htmlLangOf } from '../../../../lib/i18n/languages';

const CURRENCIES = ['THB', 'USD', 'EUR', 'CNY', 'SGD'] as const;

/** A price with its currency chosen at the end of the field; the amount is written back in full. */
export default function InputGroupPriceCurrency() {
  const { t, i18n } = useTranslation('form-input-group');
  const [amount, setAmount] = useState<number | string>(2450);
  const [currency, setCurrency] = useState<string>('THB');
  const written = new Intl.NumberFormat(htmlLangOf(i18n.language), {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
  }).format(Number(amount) || 0);
  return (
    <>
      <NumberInput
        label={t('price.label')}
        description={t('price.hint')}
        value={amount}
        onChange={setAmount}
        min={0}
        decimalScale={2}
        thousandSeparator=","
        hideControls
        rightSection={
          <NativeSelect
            aria-label={t('price.currency')}
            value={currency}
            onChange={(event) => setCurrency(event.currentTarget.value)}
            data={[...CURRENCIES]}
            rightSectionWidth={20}
            styles={{
              input: {
                fontWeight: 500,
                borderTopLeftRadius: 0,
                borderBottomLeftRadius: 0,
                width: 92,
              },
            }}
            data-testid="price-currency"
          />
        }
        rightSectionWidth={92}
      />
      <Text size="sm" c="dimmed" mt="xs" aria-live="polite" data-testid="price-written">
        {t('price.written', { value: written })}
      </Text>
    </>
  );
}
