import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { htmlLangOf } from '../../lib/i18n/languages';

/**
 * The portal's dates in the reader's language, each instant (the API sends UTC) on the reader's
 * own clock: the zone is the browser's (docs/architecture.md decision 16). `timeZone` is for the
 * tests only.
 */
export function portalFormat(language: string, timeZone?: string) {
  const locale = htmlLangOf(language);
  const dateTime = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone });
  const percent = new Intl.NumberFormat(locale, { style: 'percent' });
  const count = new Intl.NumberFormat(locale);
  const kilograms = new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'kilogram',
    maximumFractionDigits: 1,
  });
  const sizes = (['byte', 'kilobyte', 'megabyte'] as const).map(
    (unit, power) =>
      [
        1024 ** power,
        new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: power && 1 }),
      ] as const,
  );
  const zone = dateTime.resolvedOptions().timeZone;
  const days = new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'day',
    unitDisplay: 'long',
    maximumFractionDigits: 1,
  });
  const hours = new Intl.NumberFormat(locale, { style: 'unit', unit: 'hour', unitDisplay: 'long' });
  return {
    dateTime: (iso: string) => dateTime.format(new Date(iso)),
    date: (iso: string) => date.format(new Date(iso)),
    percent: (value: number) => percent.format(value / 100),
    count: (value: number) => count.format(value),
    weight: (kg: number) => kilograms.format(kg),
    /** a file's size: bytes, kB or MB, whichever keeps the number below 1024 */
    size: (bytes: number) => {
      const [scale, unit] = sizes.findLast(([scale]) => bytes >= scale) ?? sizes[0];
      return unit.format(bytes / scale);
    },
    /** a length of time in hours, as days from a day up */
    span: (h: number) =>
      Math.abs(h) >= 24 ? days.format(Math.abs(h) / 24) : hours.format(Math.abs(h)),
    /** the reader's zone as the language names it ("Indochina Time", "GMT+7") */
    zone: () =>
      new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'long' })
        .formatToParts(0)
        .find((part) => part.type === 'timeZoneName')?.value ?? zone,
  };
}

export type PortalFormat = ReturnType<typeof portalFormat>;

export function usePortalFormat(): PortalFormat {
  const { i18n } = useTranslation();
  return useMemo(() => portalFormat(i18n.language), [i18n.language]);
}

/**
 * How the estimated arrival moved from one estimate to the next, in whole hours (later: above 0);
 * null for the first estimate.
 */
export function arrivalShiftHours(previous: string | undefined, next: string): number | null {
  if (previous === undefined) return null;
  return Math.round((Date.parse(next) - Date.parse(previous)) / 3_600_000);
}
