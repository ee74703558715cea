import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { createCalendarEventBody } from '../../../../api/modules/calendar/contract';
import * as endpoints from '../../../../api/modules/calendar/endpoints';
import { apiRequest } from '../../../lib/http/api-client';
import { calendarKeys } from './keys';

export type NewCalendarEvent = z.input<typeof createCalendarEventBody>['event'];

/** POST /api/apps/calendar/events body {event}: 201 with the new event's {id}. */
export const createEvent = (event: NewCalendarEvent) =>
  apiRequest(endpoints.createCalendarEvent, {}, { event });

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
  });
}
