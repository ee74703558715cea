import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequestByPath } from '../../../lib/http/api-client';
import { CALENDAR_API, calendarKeys } from './keys';

const deletedReply = z.object({ ok: z.literal(true) });

/** DELETE /api/apps/calendar/event/{id}: {ok: true}; an unknown id 404. */
export const deleteEvent = (id: number) =>
  apiRequestByPath('DELETE', `${CALENDAR_API}/event/${id}`, deletedReply);

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
  });
}
