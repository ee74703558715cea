/** Shared formatting helpers of docs/product.md section 9. */

/**
 * Hour and minute of an instant on the wall clock of `timeZone` (an IANA zone; default: the
 * reader's, the browser's own). The API sends instants in UTC; screens show them in the reader's
 * zone (docs/decisions/0044-injected-clock.md).
 */
const clockFormats = new Map<string | undefined, Intl.DateTimeFormat>();

function wallClock(date: Date, timeZone?: string): { hours: number; minutes: number } {
  // one formatter per zone: making one costs more than formatting (a mail list formats thousands)
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
      timeZone,
    });
    clockFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(date);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { hours: part('hour') % 24, minutes: part('minute') };
}

/**
 * Time filter: the 12-hour clock with AM/PM ("14:05" or a Date -> "2:05 PM").
 * Accepts a Date, a timestamp, an ISO string or an "HH:mm[:ss]" string; anything unreadable is
 * returned as it came (strings) or as an empty string. An instant is shown in `timeZone`, by
 * default the reader's.
 */
export function formatTime12h(input: Date | number | string, timeZone?: string): string {
  let hours: number;
  let minutes: number;
  if (typeof input === 'string' && /^\d{1,2}:\d{2}(:\d{2})?$/.test(input.trim())) {
    const [h, m] = input.trim().split(':');
    hours = Number(h);
    minutes = Number(m);
    if (hours > 23 || minutes > 59) return input;
  } else {
    const date = input instanceof Date ? input : new Date(input);
    if (Number.isNaN(date.getTime())) return typeof input === 'string' ? input : '';
    ({ hours, minutes } = wallClock(date, timeZone));
  }
  const suffix = hours < 12 ? 'AM' : 'PM';
  const h12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${h12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}
