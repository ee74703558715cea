/**
 * Numbers, dates and units in the visitor's language (Intl), for the public pages.
 * `cn` is the app's code for Simplified Chinese; Intl gets the BCP 47 tag (zh-CN).
 * Thai dates use the Buddhist calendar, as Thai readers expect.
 */
import { useTranslation } from 'react-i18next';
import { htmlLangOf } from '../../lib/i18n/languages';
import type { TimeUnit } from './data/services';

export interface SiteFormat {
  locale: string;
  number: (value: number, options?: Intl.NumberFormatOptions) => string;
  percent: (value: number) => string;
  duration: (min: number, max: number, unit: TimeUnit) => string;
  year: (year: number) => string;
  monthYear: (isoMonth: string) => string;
  weekday: (isoWeekday: number) => string;
  time: (hhmm: string) => string;
}

export function siteFormat(language: string): SiteFormat {
  const locale = htmlLangOf(language);
  return {
    locale,
    number: (value, options) => new Intl.NumberFormat(locale, options).format(value),
    percent: (value) =>
      new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value),
    duration: (min, max, unit) => {
      const format = new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' });
      return min === max ? format.format(min) : format.formatRange(min, max);
    },
    year: (year) =>
      new Intl.DateTimeFormat(locale, { year: 'numeric', timeZone: 'UTC' }).format(
        Date.UTC(year, 6, 1),
      ),
    monthYear: (isoMonth) => {
      const [year, month] = isoMonth.split('-').map(Number);
      return new Intl.DateTimeFormat(locale, {
        year: 'numeric',
        month: 'long',
        timeZone: 'UTC',
      }).format(Date.UTC(year, month - 1, 1));
    },
    // 2024-01-01 was a Monday: ISO weekday n is 2024-01-0n.
    weekday: (isoWeekday) =>
      new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
        Date.UTC(2024, 0, isoWeekday),
      ),
    time: (hhmm) => {
      const [hours, minutes] = hhmm.split(':').map(Number);
      return new Intl.DateTimeFormat(locale, {
        hour: 'numeric',
        minute: '2-digit',
        timeZone: 'UTC',
      }).format(Date.UTC(2024, 0, 1, hours, minutes));
    },
  };
}

/** The site's formatters for the current language, and `t` of the `site` namespace. */
export function useSite() {
  const { t, i18n } = useTranslation('site');
  return { t, i18n, format: siteFormat(i18n.language) };
}
