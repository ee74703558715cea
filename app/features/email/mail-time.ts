import { formatTime12h } from '../../lib/format/format';
import { htmlLangOf } from '../../lib/i18n/languages';

/**
 * A mail's time in the reader's zone and language (docs/product.md section 9: the 12-hour clock
 * with AM/PM): the time alone when it is today, else the date ("24 Nov"; the year too when it is
 * not this year's). `now` is handed in, so that tests choose it.
 */
const dayKey = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(language: string, withYear: boolean) {
  const key = `${language}|${withYear}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(htmlLangOf(language), {
      day: 'numeric',
      month: 'short',
      ...(withYear ? { year: 'numeric' } : {}),
    });
    dateFormats.set(key, format);
  }
  return format;
}

export function mailListTime(iso: string, language: string, now: Date): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const day = dayKey.format(date);
  const today = dayKey.format(now);
  if (day === today) return formatTime12h(date);
  return dateFormat(language, day.slice(0, 4) !== today.slice(0, 4)).format(date);
}

/** The full time of an opened mail: its date with the year, and the 12-hour clock. */
export function mailFullTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${dateFormat(language, true).format(date)}, ${formatTime12h(date)}`;
}
