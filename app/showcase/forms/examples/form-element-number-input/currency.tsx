import { NumberInput, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { htmlLangOf } from '../../../../lib/i18n/languages';
import { useMoney } from '../../../../lib/format/money';

/** The separators and the place of the baht sign in the reader's language. */
function currencyShape(language: string) {
  const parts = new Intl.NumberFormat(htmlLangOf(language), {
    style: 'currency',
    currency: 'THB',
    currencyDisplay: 'narrowSymbol',
  }).formatToParts(12345.6);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const symbolFirst =
    parts.findIndex((p) => p.type === 'currency') < parts.findIndex((p) => p.type === 'integer');
  const symbol = part('currency');
  return {
    thousandSeparator: part('group') || ',',
    decimalSeparator: part('decimal') || '.',
    prefix: symbolFirst ? symbol : undefined,
    suffix: symbolFirst ? undefined : `\u00a0${symbol}`,
  };
}

/**
 * Thai baht: the field's separators and the sign's place come from Intl.NumberFormat for the
 * reader's language (฿12,500.00 in English, 12.500,00 ฿ in German); the total is written by the
 * product's money format (app/lib/format/money.ts).
 */
export default function NumberInputCurrency() {
  const { t, i18n } = useTranslation('form-element-number-input');
  const money = useMoney();
  const shape = useMemo(() => currencyShape(i18n.language), [i18n.language]);
  const [freight, setFreight] = useState<number | string>(68000);
  const [insurance, setInsurance] = useState<number | string>(1250.5);
  const total = (Number(freight) || 0) + (Number(insurance) || 0);
  return (
    <Stack gap="sm">
      <NumberInput
        {...shape}
        label={t('currency.freight')}
        value={freight}
        onChange={setFreight}
        min={0}
        max={10_000_000}
        decimalScale={2}
        step={500}
        data-testid="number-freight"
      />
      <NumberInput
        {...shape}
        label={t('currency.insurance')}
        value={insurance}
        onChange={setInsurance}
        min={0}
        max={1_000_000}
        decimalScale={2}
        fixedDecimalScale
        step={50}
      />
      <Text fw={600} aria-live="polite" data-testid="number-total">
        {t('currency.total', { total: money.baht(total) })}
      </Text>
    </Stack>
  );
}
