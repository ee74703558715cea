import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '../../../../api/modules/calendar/endpoints';
import { apiRequest } from '../../../lib/http/api-client';
import { calendarKeys } from './keys';

/**
 * POST /api/apps/calendar/event/dragged/{id} body {payload: {date}}: the event starts at date and
 * keeps its duration; answers the event.
 */
export const dragEvent = ({ id, date }: { id: number; date: string }) =>
  apiRequest(endpoints.dragCalendarEvent, { id }, { payload: { date } });

export function useDragEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dragEvent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
  });
}
