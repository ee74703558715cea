import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  calendarEventSchema,
  type updateCalendarEventBody,
} from '../../../../api/modules/calendar/contract';
import { apiRequestByPath } from '../../../lib/http/api-client';
import { CALENDAR_API, calendarKeys } from './keys';

export type CalendarEventChanges = z.input<typeof updateCalendarEventBody>['event'];

/** POST /api/apps/calendar/event/{id} body {event}: merges the given fields; answers the event. */
export const updateEvent = ({ id, event }: { id: number; event: CalendarEventChanges }) =>
  apiRequestByPath('POST', `${CALENDAR_API}/event/${id}`, calendarEventSchema, { event });

export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEvent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
  });
}
