import { z } from 'zod';
import type { ErrorCode } from '../../contract/errors';
import { id, requiredText, shortText, text } from '../../contract/common';

/**
 * Calendar (docs/product.md sections 3, 4 and 7): the company's shared calendar. Every staff
 * member reads and changes every event; an event records who created it. Dates travel as ISO
 * 8601 strings (UTC, e.g. 2026-11-22T09:00:00.000Z). An all-day event's dates are days: its
 * startDate and endDate are midnight UTC of its first and its last day (inclusive; a one-day
 * event has startDate = endDate), and a screen shows those days as they are in every zone
 * (docs/decisions/0057). The API cuts an all-day event's dates to their UTC day, so a screen
 * sends such a day as `YYYY-MM-DD` (midnight UTC): local midnight with an offset east of UTC
 * (`2026-11-22T00:00:00+07:00`) is still the 21st in UTC and would land on the day before.
 */
export const calendarLabelValueSchema = z.enum(['business', 'work', 'personal']);
export type CalendarLabelValue = z.infer<typeof calendarLabelValueSchema>;

export const calendarLabelSchema = z.object({
  text: text(),
  value: calendarLabelValueSchema,
  /** a theme colour name: business success, work warning, personal danger */
  color: z.enum(['success', 'warning', 'danger']),
});
export type CalendarLabel = z.infer<typeof calendarLabelSchema>;

/**
 * The colour of each label (docs/product.md section 4), and the CSS class an event of that label
 * carries.
 */
export const calendarLabelColors = {
  business: 'success',
  work: 'warning',
  personal: 'danger',
} as const satisfies Record<CalendarLabelValue, CalendarLabel['color']>;
export const labelClasses = (value: CalendarLabelValue) => `event-${calendarLabelColors[value]}`;

/** Who created an event: a person's id and display name; null for the sample events. */
export const eventCreatorSchema = z.object({ id, name: text() });
export type EventCreator = z.infer<typeof eventCreatorSchema>;

export const calendarEventSchema = z.object({
  id,
  title: text(),
  startDate: text(),
  endDate: text(),
  /** the dates are days (see above) */
  allDay: z.boolean(),
  url: text(),
  description: text(),
  /** CSS class of the label colour, e.g. event-success */
  classes: text(),
  label: calendarLabelValueSchema,
  createdBy: eventCreatorSchema.nullable(),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

/** true when YYYY-MM-DD (the start of the string) names a day that exists (no 31 February). */
export function isRealDay(value: string) {
  const [year, month, day] = value.slice(0, 10).split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** An ISO 8601 date or date-time (a date alone is midnight UTC); normalized to the full ISO form. */
export const isoDateSchema = text()
  .max(40)
  .regex(
    /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/,
    'must be an ISO 8601 date, e.g. 2026-11-22T09:00:00.000Z',
  )
  .refine((value) => isRealDay(value) && !Number.isNaN(Date.parse(value)), 'must be a real date')
  .transform((value) => new Date(value).toISOString());

const url = text()
  .trim()
  .max(500)
  .refine(
    (value) => value === '' || /^(https?:\/\/|\/)\S*$/.test(value),
    'must be an http(s) address, a path, or empty',
  );

const eventFields = {
  title: requiredText(200),
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  /** with true, the dates are cut to their day (midnight UTC) */
  allDay: z.boolean(),
  url,
  description: shortText(5_000),
  /** derived from the label when left out */
  classes: shortText(100).regex(/^[\w -]*$/, 'may hold only class names'),
  label: calendarLabelValueSchema,
};

export const calendarMessages = { endBeforeStart: 'must not be before startDate' } as const;

/**
 * POST /api/apps/calendar/events/ body {event}: 201 with {id} (highest id + 1, never reused). Left
 * out: allDay false, url and description empty, classes from the label. The creator is the reader.
 */
export const createCalendarEventBody = z
  .object({
    event: z
      .object({
        ...eventFields,
        allDay: eventFields.allDay.optional(),
        url: eventFields.url.optional(),
        description: eventFields.description.optional(),
        classes: eventFields.classes.optional(),
        id: id.optional(),
      })
      .strict()
      .refine((event) => event.endDate >= event.startDate, {
        message: calendarMessages.endBeforeStart,
        params: { code: 'endBeforeStart' satisfies ErrorCode },
        path: ['endDate'],
      }),
  })
  .strict();

/** POST /api/apps/calendar/events: the new event's id (201). */
export const createCalendarEventReply = z.object({ id });

/**
 * POST /api/apps/calendar/event/{id} body {event}: merges the given fields (an id in the body is
 * ignored); the merged event must still end at or after its start (422 on event.endDate).
 * Reply: 200 with the event.
 */
export const updateCalendarEventBody = z
  .object({
    event: z
      .object({ ...eventFields, id: id.optional() })
      .partial()
      .strict(),
  })
  .strict();

/**
 * POST /api/apps/calendar/event/dragged/{id} body {payload: {date}}: the start moves to date and
 * the end by the same amount, so the duration is kept. An all-day event moves to the UTC day of
 * date (send `YYYY-MM-DD`) and keeps its number of days. Reply: 200 with the event.
 */
export const dragCalendarEventBody = z
  .object({ payload: z.object({ date: isoDateSchema }).strict() })
  .strict();

/** DELETE /api/apps/calendar/event/{id}: 200 {ok: true}; unknown id 404. */
export const calendarEventsReply = z.array(calendarEventSchema);
export const calendarLabelsReply = z.array(calendarLabelSchema);

/**
 * Subscribing from other calendar programs (docs/decisions/0057). They cannot send a bearer
 * token, so the feed's address carries a secret of the reader's own:
 * - GET  /api/apps/calendar/feed-link -> {url}: the reader's feed address (made on first ask)
 * - POST /api/apps/calendar/feed-link body {} -> {url}: a new address; the old one answers 404
 *   from now (the body is the empty object, so that a stray or broken request changes nothing)
 * - GET  /api/apps/calendar/feed/{secret}.ics -> text/calendar (RFC 5545), no sign-in: every
 *   event of the shared calendar. A wrong or revoked secret, or the secret of a person who may
 *   no longer sign in as staff, answers 404.
 */
/** POST /api/apps/calendar/feed-link: the body is `{}` (anything else is refused, 400 or 422). */
export const renewCalendarFeedLinkBody = z.object({}).strict();
export const calendarFeedLinkReply = z.object({ url: text() });
export type CalendarFeedLink = z.infer<typeof calendarFeedLinkReply>;
