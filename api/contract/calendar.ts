import { z } from 'zod';
import type { ErrorCode } from './errors';
import { id, requiredText, shortText, text } from './common';

/**
 * Calendar (docs/product.md sections 3, 4 and 7). Dates travel as ISO 8601 strings (UTC, e.g.
 * 2026-11-22T09:00:00.000Z).
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

export const calendarEventSchema = z.object({
  id,
  title: text(),
  startDate: text(),
  endDate: text(),
  url: text(),
  /** CSS class of the label colour, e.g. event-success */
  classes: text(),
  label: calendarLabelValueSchema,
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
  url,
  /** derived from the label when left out */
  classes: shortText(100).regex(/^[\w -]*$/, 'may hold only class names'),
  label: calendarLabelValueSchema,
};

export const calendarMessages = { endBeforeStart: 'must not be before startDate' } as const;

/** POST /api/apps/calendar/events/ body {event}: 201 with {id} (highest id + 1, never reused). */
export const createCalendarEventBody = z
  .object({
    event: z
      .object({
        ...eventFields,
        url: eventFields.url.optional(),
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
 * the end by the same amount, so the duration is kept. Reply: 200 with the event.
 */
export const dragCalendarEventBody = z
  .object({ payload: z.object({ date: isoDateSchema }).strict() })
  .strict();

/** DELETE /api/apps/calendar/event/{id}: 200 {ok: true}; unknown id 404. */
export const calendarEventsReply = z.array(calendarEventSchema);
export const calendarLabelsReply = z.array(calendarLabelSchema);
