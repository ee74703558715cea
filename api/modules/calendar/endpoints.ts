import { z } from 'zod';
import { endpoint, idParams } from '../../contract/endpoint';
import { okReply } from '../../contract/common';
import {
  calendarEventSchema,
  calendarEventsReply,
  calendarFeedLinkReply,
  calendarLabelsReply,
  createCalendarEventBody,
  createCalendarEventReply,
  dragCalendarEventBody,
  renewCalendarFeedLinkBody,
  updateCalendarEventBody,
} from './contract';

/**
 * The calendar's endpoints (the rules of each are in ./contract.ts): the shared calendar of the
 * staff below /api/apps/calendar (rule editor), and its feed for other calendar programs, which
 * send no token: the secret in the feed's address is the key (docs/decisions/0057).
 */
export const listCalendarEvents = endpoint({
  method: 'GET',
  path: '/api/apps/calendar/events',
  summary: 'Every event of the shared calendar',
  access: 'editor',
  reply: calendarEventsReply,
});

export const createCalendarEvent = endpoint({
  method: 'POST',
  path: '/api/apps/calendar/events',
  summary: 'Add an event, created by the reader; an id in the body is ignored',
  access: 'editor',
  body: createCalendarEventBody,
  reply: createCalendarEventReply,
  status: 201,
  errors: { 422: ['endBeforeStart'] },
});

export const listCalendarLabels = endpoint({
  method: 'GET',
  path: '/api/apps/calendar/labels',
  summary: 'The three labels with their texts and colours',
  access: 'editor',
  reply: calendarLabelsReply,
});

export const dragCalendarEvent = endpoint({
  method: 'POST',
  path: '/api/apps/calendar/event/dragged/:id',
  summary: 'Move an event to start at a date, keeping its duration',
  access: 'editor',
  params: idParams,
  body: dragCalendarEventBody,
  reply: calendarEventSchema,
  errors: { 404: ['notFound'] },
});

export const updateCalendarEvent = endpoint({
  method: 'POST',
  path: '/api/apps/calendar/event/:id',
  summary: 'Merge the given fields into an event; it must still end at or after its start',
  access: 'editor',
  params: idParams,
  body: updateCalendarEventBody,
  reply: calendarEventSchema,
  errors: { 404: ['notFound'], 422: ['endBeforeStart'] },
});

export const deleteCalendarEvent = endpoint({
  method: 'DELETE',
  path: '/api/apps/calendar/event/:id',
  summary: 'Delete an event',
  access: 'editor',
  params: idParams,
  reply: okReply,
  errors: { 404: ['notFound'] },
});

export const getCalendarFeedLink = endpoint({
  method: 'GET',
  path: '/api/apps/calendar/feed-link',
  summary: "The reader's feed address for other calendar programs (made on the first ask)",
  access: 'editor',
  reply: calendarFeedLinkReply,
});

export const renewCalendarFeedLink = endpoint({
  method: 'POST',
  path: '/api/apps/calendar/feed-link',
  summary: 'A new feed address for the reader; the old one answers 404 from now on',
  access: 'editor',
  body: renewCalendarFeedLinkBody,
  reply: calendarFeedLinkReply,
});

export const getCalendarFeed = endpoint({
  method: 'GET',
  path: '/api/apps/calendar/feed/:file',
  summary: 'The shared calendar as an iCalendar file, for the address `{secret}.ics` (no sign-in)',
  access: 'anyone',
  // any text: the feed checks the name `{secret}.ics` itself, so that every address below feed/
  // that is not a feed answers the same 404 and a secret cannot be probed (docs/decisions/0057)
  params: z.object({ file: z.string() }),
  reply: 'text/calendar',
  errors: { 404: ['notFound'] },
});
