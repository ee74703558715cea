/**
 * The shared calendar as an iCalendar feed (RFC 5545), written by hand: the module also runs in
 * the page, so no library at run time (docs/decisions/0057). Lines end in CRLF and are folded at
 * 75 octets of UTF-8, never inside a character; TEXT values are escaped.
 */
import type { CalendarEvent, CalendarLabel } from './contract';

const DAY = 24 * 60 * 60 * 1000;
/** RFC 5545 section 3.1: a line is at most 75 octets, not counting the line break */
export const LINE_OCTETS = 75;

/**
 * A TEXT value (RFC 5545 section 3.3.11): backslash, semicolon and comma escaped, every line
 * break as \n; control characters TEXT does not allow (all but the tab) are left out.
 */
export function escapeText(value: string) {
  const escaped = value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
  return Array.from(escaped)
    .filter((char) => !isControl(char.charCodeAt(0)))
    .join('');
}

/** a control character TEXT does not allow: below U+0020 but the tab, and U+007F */
const isControl = (code: number) => (code < 0x20 && code !== 0x09) || code === 0x7f;

const octets = (codePoint: number) =>
  codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;

/**
 * One content line folded (RFC 5545 section 3.1): at most 75 octets of UTF-8 on each line, a
 * continuation line starting with one space, no character split; lines joined by CRLF.
 */
export function foldLine(line: string) {
  const lines: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const length = octets(char.codePointAt(0)!);
    if (size + length > LINE_OCTETS) {
      lines.push(current);
      current = ' ';
      size = 1;
    }
    current += char;
    size += length;
  }
  lines.push(current);
  return lines.join('\r\n');
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** a UTC DATE-TIME value: 20261122T090000Z */
export function icsDateTime(date: Date) {
  return (
    `${pad(date.getUTCFullYear(), 4)}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`
  );
}

/** a DATE value of the UTC day: 20261122 */
export function icsDate(date: Date) {
  return icsDateTime(date).slice(0, 8);
}

/** an absolute address: a path is joined to the origin; undefined when it is none */
function absoluteUrl(url: string, origin: string) {
  if (!url) return undefined;
  try {
    return new URL(url, origin).href;
  } catch {
    return undefined;
  }
}

export interface FeedOptions {
  /** the API's address (scheme, host and port): UIDs and the events' paths are made from it */
  origin: string;
  /** the time the feed is made (DTSTAMP) */
  now: Date;
  /** the calendar's name as calendar programs show it */
  name: string;
  /** the labels' names (CATEGORIES) */
  labels: readonly CalendarLabel[];
}

function eventLines(event: CalendarEvent, { origin, now, labels }: FeedOptions) {
  const start = new Date(event.startDate);
  const end = new Date(event.endDate);
  const host = new URL(origin).host;
  const lines = [
    'BEGIN:VEVENT',
    `UID:calendar-event-${event.id}@${host}`,
    `DTSTAMP:${icsDateTime(now)}`,
  ];
  if (event.allDay) {
    // the end is the day after the last day: DTEND is exclusive (RFC 5545 section 3.6.1)
    lines.push(
      `DTSTART;VALUE=DATE:${icsDate(start)}`,
      `DTEND;VALUE=DATE:${icsDate(new Date(Math.max(end.getTime(), start.getTime()) + DAY))}`,
    );
  } else {
    lines.push(`DTSTART:${icsDateTime(start)}`);
    // DTEND must be later than DTSTART: an event of no duration has none (it ends as it starts)
    if (end.getTime() > start.getTime()) lines.push(`DTEND:${icsDateTime(end)}`);
  }
  lines.push(`SUMMARY:${escapeText(event.title)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  const url = absoluteUrl(event.url, origin);
  if (url) lines.push(`URL:${url}`);
  const label = labels.find((l) => l.value === event.label)?.text ?? event.label;
  lines.push(`CATEGORIES:${escapeText(label)}`);
  if (event.createdBy) lines.push(`X-CREATED-BY:${escapeText(event.createdBy.name)}`);
  lines.push('END:VEVENT');
  return lines;
}

/** The whole calendar as an iCalendar object: CRLF line ends, folded lines. */
export function calendarFeed(events: readonly CalendarEvent[], options: FeedOptions) {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Freight Dashboard//Shared calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(options.name)}`,
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    ...events.flatMap((event) => eventLines(event, options)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
