import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '../../../api/modules/calendar/contract';
import {
  addDays,
  allDayDraft,
  apiDatesOf,
  calendarInputOf,
  draftOf,
  endsBeforeStart,
  instantOf,
  localInputOf,
  timedDraft,
  withAllDay,
} from './dates';

const event = (changes: Partial<CalendarEvent>): CalendarEvent => ({
  id: 7,
  title: 'Crane booking',
  startDate: '2026-11-30T00:00:00.000Z',
  endDate: '2026-12-01T00:00:00.000Z',
  allDay: true,
  url: '',
  description: '',
  classes: 'event-success',
  label: 'business',
  createdBy: { id: 1, name: 'Maren Holt' },
  ...changes,
});

describe('calendar dates (in the zone the tests run in)', () => {
  it('counts days across a month and a year end', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('gives FullCalendar an all-day event as its days, the end the day after the last', () => {
    const input = calendarInputOf(event({}), 'event-success');
    expect(input).toMatchObject({ start: '2026-11-30', end: '2026-12-02', allDay: true });
    // the panel shows the first and the last day, and sends them back as they were
    const draft = draftOf(event({}));
    expect(draft).toMatchObject({
      start: '2026-11-30',
      end: '2026-12-01',
      createdBy: 'Maren Holt',
    });
    expect(apiDatesOf(draft)).toEqual({ startDate: '2026-11-30', endDate: '2026-12-01' });
  });

  it('gives FullCalendar a timed event as its instants, and the panel the local times', () => {
    const timed = event({
      allDay: false,
      startDate: '2026-11-22T12:00:00.000Z',
      endDate: '2026-11-22T13:30:00.000Z',
    });
    expect(calendarInputOf(timed, 'event-success')).toMatchObject({
      start: '2026-11-22T12:00:00.000Z',
      end: '2026-11-22T13:30:00.000Z',
      allDay: false,
    });
    const draft = draftOf(timed);
    expect(draft.start).toBe(localInputOf(new Date('2026-11-22T12:00:00.000Z')));
    expect(apiDatesOf(draft)).toEqual({
      startDate: '2026-11-22T12:00:00.000Z',
      endDate: '2026-11-22T13:30:00.000Z',
    });
  });

  it('reads what is not a date as missing, and an end before the start', () => {
    expect(instantOf('')).toBeUndefined();
    expect(instantOf('2026-13-45T99:00')).toBeUndefined();
    expect(apiDatesOf({ ...allDayDraft('2026-11-22'), end: '' }).endDate).toBeUndefined();
    expect(endsBeforeStart(allDayDraft('2026-11-22', '2026-11-21'))).toBe(true);
    expect(endsBeforeStart(allDayDraft('2026-11-22'))).toBe(false);
    const start = new Date(2026, 10, 22, 9, 0);
    expect(endsBeforeStart(timedDraft(start, new Date(2026, 10, 22, 8, 0)))).toBe(true);
    expect(endsBeforeStart(timedDraft(start))).toBe(false);
  });

  it('switches all day on and off', () => {
    const timed = timedDraft(new Date(2026, 10, 22, 14, 0));
    expect(timed).toMatchObject({ start: '2026-11-22T14:00', end: '2026-11-22T15:00' });
    const allDay = withAllDay(timed, true);
    expect(allDay).toMatchObject({ allDay: true, start: '2026-11-22', end: '2026-11-22' });
    expect(withAllDay(allDay, false)).toMatchObject({
      allDay: false,
      start: '2026-11-22T09:00',
      end: '2026-11-22T10:00',
    });
  });
});
