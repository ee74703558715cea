import { queryOptions, useQuery } from '@tanstack/react-query';
import { calendarEventsReply } from '../../../../api/modules/calendar/contract';
import { apiRequestByPath } from '../../../lib/http/api-client';
import { CALENDAR_API, calendarKeys } from './keys';

/** GET /api/apps/calendar/events: every event of the shared calendar. */
export const getEvents = () =>
  apiRequestByPath('GET', `${CALENDAR_API}/events`, calendarEventsReply);

export const eventsQueryOptions = () =>
  queryOptions({ queryKey: calendarKeys.events, queryFn: getEvents });

export const useEvents = () => useQuery(eventsQueryOptions());
