import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { updateCalendarEventBody } from '../../../../api/modules/calendar/contract';
import * as endpoints from '../../../../api/modules/calendar/endpoints';
import { apiRequest } from '../../../lib/http/api-client';
import { calendarKeys } from './keys';

export type CalendarEventChanges = z.input<typeof updateCalendarEventBody>['event'];

/** POST /api/apps/calendar/event/{id} body {event}: merges the given fields; answers the event. */
export const updateEvent = ({ id, event }: { id: number; event: CalendarEventChanges }) =>
  apiRequest(endpoints.updateCalendarEvent, { id }, { event });

export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEvent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
  });
}
