import { queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '../../../../api/modules/demo/endpoints';
import { apiRequest } from '../../../lib/http/api-client';

/** The shop item whose reviews the review card shows. */
export const DEMO_REVIEW_ITEM_ID = 12;

/** GET /api/item/{id}/review: the average rating and the reviews of an item. */
export const getReview = (itemId: number) => apiRequest(endpoints.getDemoReview, { id: itemId });

export const reviewQueryOptions = (itemId = DEMO_REVIEW_ITEM_ID) =>
  queryOptions({ queryKey: ['cards', 'review', itemId], queryFn: () => getReview(itemId) });

export const useReview = (itemId = DEMO_REVIEW_ITEM_ID) => useQuery(reviewQueryOptions(itemId));
