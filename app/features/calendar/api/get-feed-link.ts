import { queryOptions, useQuery } from '@tanstack/react-query';
import { calendarFeedLinkReply } from '../../../../api/modules/calendar/contract';
import { apiRequestByPath } from '../../../lib/http/api-client';
import { CALENDAR_API, calendarKeys } from './keys';

/** GET /api/apps/calendar/feed-link: the reader's feed address (made on the first ask). */
export const getFeedLink = () =>
  apiRequestByPath('GET', `${CALENDAR_API}/feed-link`, calendarFeedLinkReply);

export const feedLinkQueryOptions = () =>
  queryOptions({ queryKey: calendarKeys.feedLink, queryFn: getFeedLink });

export const useFeedLink = (enabled: boolean) => useQuery({ ...feedLinkQueryOptions(), enabled });
