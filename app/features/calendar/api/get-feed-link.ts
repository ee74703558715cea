import { queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '../../../../api/modules/calendar/endpoints';
import { apiRequest } from '../../../lib/http/api-client';
import { calendarKeys } from './keys';

/** GET /api/apps/calendar/feed-link: the reader's feed address (made on the first ask). */
export const getFeedLink = () => apiRequest(endpoints.getCalendarFeedLink);

export const feedLinkQueryOptions = () =>
  queryOptions({ queryKey: calendarKeys.feedLink, queryFn: getFeedLink });

export const useFeedLink = (enabled: boolean) => useQuery({ ...feedLinkQueryOptions(), enabled });
