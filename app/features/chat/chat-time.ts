/**
 * Times in the chat (docs/product.md section 9): the 12-hour clock with AM/PM in the reader's zone
 * (formatTime12h of app/lib/format/format.ts, used as it is), and dates in the reader's language for the day separators
 * and for last messages older than today.
 */
import { htmlLangOf } from '../../lib/i18n/languages';

/** The reader's calendar day of an instant, as a comparable key (yyyy-mm-dd in their zone). */
export function dayKey(time: string | number | Date): string {
  const d = new Date(time);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

export type DayName = 'today' | 'yesterday' | 'date';

/** Whether an instant falls on the reader's today, yesterday or another day (`now`: the clock). */
export function dayNameOf(time: string | number, now: Date): DayName {
  if (dayKey(time) === dayKey(now)) return 'today';
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  return dayKey(time) === dayKey(yesterday) ? 'yesterday' : 'date';
}

/** A date in the reader's language: "Mar 4, 2026" (year left out within the current year). */
export function formatDay(time: string | number, language: string, now: Date): string {
  const d = new Date(time);
  const sameYear = d.getFullYear() === now.getFullYear();
  return new Intl.DateTimeFormat(htmlLangOf(language), {
    day: 'numeric',
    month: 'short',
    year: sameYear ? undefined : 'numeric',
  }).format(d);
}
