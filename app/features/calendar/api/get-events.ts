import { queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '../../../../api/modules/calendar/endpoints';
import { apiRequest } from '../../../lib/http/api-client';
import { calendarKeys } from './keys';

/** GET /api/apps/calendar/events: every event of the shared calendar. */
export const getEvents = () => apiRequest(endpoints.listCalendarEvents);

export const eventsQueryOptions = () =>
  queryOptions({ queryKey: calendarKeys.events, queryFn: getEvents });

export const useEvents = () => useQuery(eventsQueryOptions());
