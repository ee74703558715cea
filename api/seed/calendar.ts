import {
  calendarLabelColors,
  labelClasses,
  type CalendarEvent,
  type CalendarLabel,
} from '../contract/calendar';

export const calendarLabelsSeed: readonly CalendarLabel[] = [
  { text: 'Business', value: 'business', color: calendarLabelColors.business },
  { text: 'Work', value: 'work', color: calendarLabelColors.work },
  { text: 'Personal', value: 'personal', color: calendarLabelColors.personal },
];

const DAY = 24 * 60 * 60 * 1000;

/** [title, label, day of the current month, start hour UTC, duration in hours] */
const monthEvents: readonly [string, CalendarEvent['label'], number, number, number][] = [
  ['Vessel cut-off: Maersk Kowloon (Laem Chabang)', 'work', 4, 9, 2],
  ['Client call: Andaman Foods reefer programme', 'business', 6, 3, 1],
  ['Customs inspection, shipment SGW-2211', 'work', 9, 2, 4],
  ['Route survey for the 85 t transformer', 'work', 12, 1, 8],
  ['Quarterly review with Mekong Electronics', 'business', 15, 6, 2],
  ['Forklift safety training, Bang Na DC', 'work', 17, 2, 3],
  ['Team dinner at the harbour', 'personal', 19, 12, 3],
  ['Air freight booking deadline, Suvarnabhumi', 'business', 22, 8, 1],
  ['Cross-border convoy departs for Penang', 'work', 24, 0, 48],
  ['Dentist appointment', 'personal', 26, 4, 1],
  ['Month-end freight invoicing', 'business', 28, 2, 6],
];

/**
 * The sample events, relative to `now` (the time of seeding): the default event (id 1) spans from
 * 3 days ago to 2 days ago; the others fall in the current month.
 */
export function calendarEventsSeed(now: Date): CalendarEvent[] {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const first: CalendarEvent = {
    id: 1,
    title: 'Port authority meeting: new gate procedures',
    startDate: new Date(now.getTime() - 3 * DAY).toISOString(),
    endDate: new Date(now.getTime() - 2 * DAY).toISOString(),
    url: '',
    classes: labelClasses('business'),
    label: 'business',
  };
  return [
    first,
    ...monthEvents.map(([title, label, day, hour, hours], index) => {
      const start = Date.UTC(year, month, day, hour);
      return {
        id: index + 2,
        title,
        startDate: new Date(start).toISOString(),
        endDate: new Date(start + hours * 60 * 60 * 1000).toISOString(),
        url: '',
        classes: labelClasses(label),
        label,
      };
    }),
  ];
}
