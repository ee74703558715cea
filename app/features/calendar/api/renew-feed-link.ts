import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { renewCalendarFeedLinkBody } from '../../../../api/modules/calendar/contract';
import * as endpoints from '../../../../api/modules/calendar/endpoints';
import { apiRequest } from '../../../lib/http/api-client';
import { calendarKeys } from './keys';

const body: z.input<typeof renewCalendarFeedLinkBody> = {};

/**
 * POST /api/apps/calendar/feed-link body {}: a new feed address; the old one answers 404 from now
 * on.
 */
export const renewFeedLink = () => apiRequest(endpoints.renewCalendarFeedLink, {}, body);

export function useRenewFeedLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewFeedLink,
    onSuccess: (link) => queryClient.setQueryData(calendarKeys.feedLink, link),
  });
}
