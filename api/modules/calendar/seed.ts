import {
  calendarLabelColors,
  labelClasses,
  type CalendarEvent,
  type CalendarLabel,
} from './contract';

export const calendarLabelsSeed: readonly CalendarLabel[] = [
  { text: 'Business', value: 'business', color: calendarLabelColors.business },
  { text: 'Work', value: 'work', color: calendarLabelColors.work },
  { text: 'Personal', value: 'personal', color: calendarLabelColors.personal },
];

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

type Label = CalendarEvent['label'];

/** [title, label, day of the current month, start hour UTC, duration in hours, description] */
const monthEvents: readonly [string, Label, number, number, number, string][] = [
  [
    'Vessel cut-off: Maersk Kowloon (Laem Chabang)',
    'work',
    4,
    9,
    2,
    'Last gate-in for 14 containers, terminal A2. VGM declarations due one hour before.',
  ],
  [
    'Client call: Andaman Foods reefer programme',
    'business',
    6,
    3,
    1,
    'Weekly reefer allocation for frozen seafood to Busan; set points -18 °C.',
  ],
  [
    'Customs inspection, shipment SGW-2211',
    'work',
    9,
    2,
    4,
    'Physical check of 2 pallets of spare parts; the broker brings the invoice and packing list.',
  ],
  [
    'Route survey for the 85 t transformer',
    'work',
    12,
    1,
    8,
    'Bridges and turns between the port and the Rayong substation, with the police escort.',
  ],
  [
    'Quarterly review with Mekong Electronics',
    'business',
    15,
    6,
    2,
    'On-time delivery, claims and the rates for next quarter.',
  ],
  [
    'Forklift safety training, Bang Na DC',
    'work',
    17,
    2,
    3,
    'For the new warehouse staff; certificates are handed out at the end.',
  ],
  ['Team dinner at the harbour', 'personal', 19, 12, 3, 'Table for 12 booked; partners welcome.'],
  [
    'Air freight booking deadline, Suvarnabhumi',
    'business',
    22,
    8,
    1,
    'Consolidation for Frankfurt: bookings after the deadline go on the next flight.',
  ],
  [
    'Cross-border convoy departs for Penang',
    'work',
    24,
    0,
    48,
    'Six trucks via Sadao; the permits travel with the lead driver.',
  ],
  ['Dentist appointment', 'personal', 26, 4, 1, ''],
  [
    'Month-end freight invoicing',
    'business',
    28,
    2,
    6,
    'All delivered shipments of the month invoiced; open PODs to the accounts team by noon.',
  ],
];

/**
 * All-day events: [title, label, days from today (UTC) of the first day, number of days, url,
 * description]
 */
const allDayEvents: readonly [string, Label, number, number, string, string][] = [
  [
    'Customs holiday: ports closed for clearance',
    'work',
    5,
    1,
    '',
    'No customs clearance at Laem Chabang and Suvarnabhumi; plan releases for the day before.',
  ],
  [
    'Trade fair: TransLogistica Asia, Bangkok',
    'business',
    9,
    3,
    'https://www.example.com/translogistica-asia',
    'Our stand: hall 3, booth C21. Brochures and rate cards come from the office on day one.',
  ],
  [
    'Warehouse stocktake, Bang Na DC',
    'work',
    -1,
    1,
    '/dashboard/apps/todo',
    'Yearly count of all bonded stock; no goods in or out until the count is signed.',
  ],
];

/**
 * Events of this week (relative to the seed's day, UTC): [title, label, days from today, start
 * hour UTC, duration in hours, description], so the week and day views show something.
 */
const weekEvents: readonly [string, Label, number, number, number, string][] = [
  [
    'Morning dispatch briefing',
    'work',
    0,
    1,
    1,
    'Drivers, routes and the day’s priority loads; delays reported to the planners.',
  ],
  [
    'Carrier rate negotiation: Siam Line',
    'business',
    1,
    7,
    2,
    'Contract rates for the Bangkok–Ho Chi Minh City lane, 40’ high cube.',
  ],
  ['Lunch with the new account manager', 'personal', 2, 5, 1, ''],
];

/**
 * The sample events, relative to `now` (the time of seeding): the default event (id 1) spans from
 * 3 days ago to 2 days ago; ids 2-12 fall in the current month; then a few all-day events (their
 * dates midnight UTC of the first and last day) and a few of this week. No creator: the sample
 * events were made by no one who signs in.
 */
export function calendarEventsSeed(now: Date): CalendarEvent[] {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const today = Date.UTC(year, month, now.getUTCDate());
  const event = (id: number, fields: Omit<CalendarEvent, 'id' | 'classes' | 'createdBy'>) => ({
    id,
    ...fields,
    classes: labelClasses(fields.label),
    createdBy: null,
  });
  const first = event(1, {
    title: 'Port authority meeting: new gate procedures',
    startDate: new Date(now.getTime() - 3 * DAY).toISOString(),
    endDate: new Date(now.getTime() - 2 * DAY).toISOString(),
    allDay: false,
    url: '',
    description: 'The port authority presents the new truck appointment system at gate 4.',
    label: 'business',
  });
  const timed = (
    rows: typeof monthEvents,
    firstId: number,
    startOf: (day: number, hour: number) => number,
  ) =>
    rows.map(([title, label, day, hour, hours, description], index) => {
      const start = startOf(day, hour);
      return event(firstId + index, {
        title,
        startDate: new Date(start).toISOString(),
        endDate: new Date(start + hours * HOUR).toISOString(),
        allDay: false,
        url: '',
        description,
        label,
      });
    });
  const inMonth = timed(monthEvents, 2, (day, hour) => Date.UTC(year, month, day, hour));
  const allDay = allDayEvents.map(([title, label, from, days, url, description], index) =>
    event(2 + monthEvents.length + index, {
      title,
      startDate: new Date(today + from * DAY).toISOString(),
      endDate: new Date(today + (from + days - 1) * DAY).toISOString(),
      allDay: true,
      url,
      description,
      label,
    }),
  );
  const thisWeek = timed(
    weekEvents,
    2 + monthEvents.length + allDayEvents.length,
    (day, hour) => today + day * DAY + hour * HOUR,
  );
  return [first, ...inMonth, ...allDay, ...thisWeek];
}
