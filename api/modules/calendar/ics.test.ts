import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from './contract';
import { calendarLabelsSeed } from './seed';
import { testClock } from '../../test/clock';
import { calendarFeed, escapeText, foldLine, icsDate, icsDateTime, LINE_OCTETS } from './ics';

const utf8 = (text: string) => new TextEncoder().encode(text).length;

/** the lines of a folded text, unfolded again as RFC 5545 section 3.1 says */
const unfold = (folded: string) => folded.replace(/\r\n /g, '');

describe('iCalendar text', () => {
  it('escapes backslash, semicolon, comma and every line break', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
    expect(escapeText('tab\tstays, bell\u0007 goes')).toBe('tab\tstays\\, bell goes');
  });

  it('leaves a line of 75 octets as it is', () => {
    const line = 'x'.repeat(LINE_OCTETS);
    expect(foldLine(line)).toBe(line);
    expect(foldLine(`${line}y`)).toBe(`${line}\r\n y`);
  });

  it.each([
    ['Thai (3 octets each)', 'ก'],
    ['Chinese (3 octets each)', '运'],
    ['an emoji (4 octets, a surrogate pair)', '🚚'],
    ['é (2 octets)', 'é'],
  ])('folds at 75 octets without splitting a character: %s', (_name, char) => {
    // start with one to three ASCII letters, so that a character lands on the boundary each way
    for (const lead of ['S', 'SU', 'SUM']) {
      const line = `${lead}:${char.repeat(60)}`;
      const folded = foldLine(line);
      const lines = folded.split('\r\n');
      expect(lines.length).toBeGreaterThan(1);
      for (const [index, part] of lines.entries()) {
        expect(utf8(part)).toBeLessThanOrEqual(LINE_OCTETS);
        if (index > 0) expect(part.startsWith(' ')).toBe(true);
        // each line is whole characters: it survives a UTF-8 round trip
        expect(new TextDecoder().decode(new TextEncoder().encode(part))).toBe(part);
        expect(part).not.toMatch(/[\ud800-\udbff]$|^ ?[\udc00-\udfff]/);
      }
      // a full line is at most one character short of the limit
      expect(utf8(lines[0])).toBeGreaterThan(LINE_OCTETS - utf8(char));
      expect(unfold(folded)).toBe(line);
    }
  });

  it('writes UTC date-times and days', () => {
    const date = new Date('2026-03-04T05:06:07.890Z');
    expect(icsDateTime(date)).toBe('20260304T050607Z');
    expect(icsDate(date)).toBe('20260304');
  });
});

describe('the calendar feed', () => {
  const event = (fields: Partial<CalendarEvent>): CalendarEvent => ({
    id: 1,
    title: 'Cut-off',
    startDate: '2026-12-01T02:00:00.000Z',
    endDate: '2026-12-01T04:30:00.000Z',
    allDay: false,
    url: '',
    description: '',
    classes: 'event-warning',
    label: 'work',
    createdBy: null,
    ...fields,
  });
  // one instant for the feed and the assertions: two readings of a running clock can fall in
  // different seconds (a CI run failed that way)
  const now = testClock();
  const feed = (events: CalendarEvent[]) =>
    calendarFeed(events, {
      origin: 'https://ops.example.com',
      now,
      name: 'Shared calendar',
      labels: calendarLabelsSeed,
    });

  it('ends every line in CRLF and keeps every line within 75 octets', () => {
    const text = feed([event({ title: `${'运'.repeat(40)}, ${'ก'.repeat(40)}` })]);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(utf8(line)).toBeLessThanOrEqual(LINE_OCTETS);
  });

  it('is what ical.js reads: the calendar, UTC times, days with an exclusive end, URL, label', () => {
    const text = feed([
      event({ id: 7, url: '/dashboard/apps/calendar', description: 'Gate 4; bring, papers' }),
      event({
        id: 8,
        title: 'Trade fair',
        allDay: true,
        startDate: '2026-12-09T00:00:00.000Z',
        endDate: '2026-12-11T00:00:00.000Z',
        label: 'business',
        url: 'https://fair.example.com/x?a=1,2',
      }),
      event({ id: 9, title: 'Point in time', endDate: '2026-12-01T02:00:00.000Z' }),
    ]);
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getFirstPropertyValue('calscale')).toBe('GREGORIAN');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Shared calendar');
    const [timed, allDay, point] = calendar
      .getAllSubcomponents('vevent')
      .map((vevent) => ({ vevent, event: new ICAL.Event(vevent) }));
    expect(timed.event.uid).toBe('calendar-event-7@ops.example.com');
    expect(timed.event.startDate.toJSDate().toISOString()).toBe('2026-12-01T02:00:00.000Z');
    expect(timed.event.endDate.toJSDate().toISOString()).toBe('2026-12-01T04:30:00.000Z');
    expect(timed.event.description).toBe('Gate 4; bring, papers');
    expect(timed.vevent.getFirstPropertyValue('url')).toBe(
      'https://ops.example.com/dashboard/apps/calendar',
    );
    expect(timed.vevent.getFirstPropertyValue('categories')).toBe('Work');
    expect(timed.vevent.getFirstPropertyValue('dtstamp')!.toString()).toBe(
      ICAL.Time.fromJSDate(now, true).toString(),
    );
    // three days, 9 to 11 December: DTEND is the 12th (exclusive)
    expect(allDay.event.startDate.isDate).toBe(true);
    expect(allDay.event.startDate.toString()).toBe('2026-12-09');
    expect(allDay.event.endDate.isDate).toBe(true);
    expect(allDay.event.endDate.toString()).toBe('2026-12-12');
    expect(allDay.vevent.getFirstPropertyValue('url')).toBe('https://fair.example.com/x?a=1,2');
    expect(allDay.vevent.getFirstPropertyValue('categories')).toBe('Business');
    // no DTEND when the event ends as it starts (DTEND must be later than DTSTART)
    expect(point.vevent.hasProperty('dtend')).toBe(false);
    expect(point.event.endDate.toJSDate().toISOString()).toBe('2026-12-01T02:00:00.000Z');
  });
});
