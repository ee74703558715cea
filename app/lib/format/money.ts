import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { htmlLangOf } from '../i18n/languages';

/**
 * Money in the company's currency, the Thai baht, written the reader's way (฿1,250.00,
 * 1.250,00 ฿, ...). The API sends catalogue prices in baht and every cart and order amount in
 * satang (hundredths of a baht, api/modules/orders/contract.ts); nothing here computes a price.
 */
export interface MoneyFormat {
  /** an amount in satang: cart lines, totals, orders */
  satang: (amount: number) => string;
  /** a catalogue price in baht */
  baht: (price: number) => string;
}

export function moneyFormat(language: string): MoneyFormat {
  // the baht sign (฿) in every language: 'THB' is how some languages write it by default
  const format = new Intl.NumberFormat(htmlLangOf(language), {
    style: 'currency',
    currency: 'THB',
    currencyDisplay: 'narrowSymbol',
  });
  return {
    satang: (amount) => format.format(amount / 100),
    baht: (price) => format.format(price),
  };
}

/** The money format of the reader's language, made once per language. */
export function useMoney(): MoneyFormat {
  const { i18n } = useTranslation();
  return useMemo(() => moneyFormat(i18n.language), [i18n.language]);
}
