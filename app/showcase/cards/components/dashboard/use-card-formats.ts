import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { thousandsFormat } from '../../../../lib/format/thousands';
import { htmlLangOf } from '../../../../lib/i18n/languages';

export interface CardFormats {
  locale: string;
  /** US dollars by the thousands rule in the reader's language ($362, $97.5K, US$9.75万) */
  money: (value: number) => string;
  /** a count by the thousands rule in the reader's language (362, 9.26K, 2,81 k) */
  count: (value: number) => string;
  /** a percentage given as 0..100 (93.2 -> 93.2 %) */
  percent: (value: number) => string;
  /** a change in percent with its sign (+8.2 %, -2.4 %) */
  change: (value: number) => string;
  /** an instant (ISO with a time) in the reader's zone: date and time */
  instant: (iso: string) => string;
  /** a calendar date (YYYY-MM-DD) as a date, read in UTC so it never moves a day */
  date: (iso: string) => string;
  /** a wall-clock time of day ("13:00") in the reader's language */
  timeOfDay: (hhmm: string) => string;
  /** a chart category: the API's English month or weekday short names in the reader's language */
  category: (label: string) => string;
}

const monthNames = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];
const dayNames = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** The formats of the dashboard's cards in the reader's language (docs/product.md section 9). */
export function useCardFormats(): CardFormats {
  const { i18n } = useTranslation();
  const locale = htmlLangOf(i18n.language);
  return useMemo(() => {
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
    const change = new Intl.NumberFormat(locale, {
      style: 'percent',
      maximumFractionDigits: 1,
      signDisplay: 'exceptZero',
    });
    const instant = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: 'UTC' });
    const month = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
    const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
    const readable = (d: Date, f: Intl.DateTimeFormat, raw: string) =>
      Number.isNaN(d.getTime()) ? raw : f.format(d);
    return {
      locale,
      // one rule for every number of the cards (docs/product.md section 9), money included
      money: thousandsFormat(locale, { currency: 'USD' }),
      count: thousandsFormat(locale),
      percent: (value) => percent.format(value / 100),
      change: (value) => change.format(value / 100),
      instant: (iso) => readable(new Date(iso), instant, iso),
      date: (iso) => readable(new Date(`${iso.slice(0, 10)}T00:00:00Z`), date, iso),
      timeOfDay: (hhmm) => {
        const [h, m] = hhmm.split(':').map(Number);
        return readable(new Date(Date.UTC(2000, 0, 1, h, m)), time, hhmm);
      },
      category: (label) => {
        const m = monthNames.indexOf(label);
        if (m >= 0) return month.format(Date.UTC(2021, m, 1));
        const d = dayNames.indexOf(label);
        // 4 January 2021 was a Monday
        if (d >= 0) return weekday.format(Date.UTC(2021, 0, 4 + d));
        return label;
      },
    };
  }, [locale]);
}
