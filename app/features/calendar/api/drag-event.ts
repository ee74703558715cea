import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calendarEventSchema } from '../../../../api/modules/calendar/contract';
import { apiRequestByPath } from '../../../lib/http/api-client';
import { CALENDAR_API, calendarKeys } from './keys';

/**
 * POST /api/apps/calendar/event/dragged/{id} body {payload: {date}}: the event starts at date and
 * keeps its duration; answers the event.
 */
export const dragEvent = ({ id, date }: { id: number; date: string }) =>
  apiRequestByPath('POST', `${CALENDAR_API}/event/dragged/${id}`, calendarEventSchema, {
    payload: { date },
  });

export function useDragEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dragEvent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
  });
}
