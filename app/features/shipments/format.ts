import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { htmlLangOf } from '../../lib/i18n/languages';

/**
 * Dates, weights and counts in the reader's language; an instant (the API sends UTC) on the
 * reader's own clock.
 */
export function shipmentFormat(language: string) {
  const locale = htmlLangOf(language);
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const count = new Intl.NumberFormat(locale);
  const kilograms = new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'kilogram',
    maximumFractionDigits: 1,
  });
  const percent = new Intl.NumberFormat(locale, { style: 'percent' });
  const sizes = (['byte', 'kilobyte', 'megabyte'] as const).map(
    (unit, power) =>
      [
        1024 ** power,
        new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: power && 1 }),
      ] as const,
  );
  return {
    dateTime: (iso: string) => dateTime.format(new Date(iso)),
    date: (iso: string) => date.format(new Date(iso)),
    count: (value: number) => count.format(value),
    weight: (kg: number) => kilograms.format(kg),
    percent: (value: number) => percent.format(value / 100),
    /** a file's size: bytes, kB or MB, whichever keeps the number below 1024 */
    size: (bytes: number) => {
      const [scale, unit] = sizes.findLast(([scale]) => bytes >= scale) ?? sizes[0];
      return unit.format(bytes / scale);
    },
  };
}

export type ShipmentFormat = ReturnType<typeof shipmentFormat>;

export function useShipmentFormat(): ShipmentFormat {
  const { i18n } = useTranslation();
  return useMemo(() => shipmentFormat(i18n.language), [i18n.language]);
}
