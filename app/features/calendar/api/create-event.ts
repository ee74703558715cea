import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { createCalendarEventBody } from '../../../../api/modules/calendar/contract';
import { id } from '../../../../api/contract/common';
import { apiRequestByPath } from '../../../lib/http/api-client';
import { CALENDAR_API, calendarKeys } from './keys';

export type NewCalendarEvent = z.input<typeof createCalendarEventBody>['event'];

const createdReply = z.object({ id });

/** POST /api/apps/calendar/events body {event}: 201 with the new event's {id}. */
export const createEvent = (event: NewCalendarEvent) =>
  apiRequestByPath('POST', `${CALENDAR_API}/events`, createdReply, { event });

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
  });
}
