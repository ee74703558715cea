import { queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '../../../../api/modules/demo/endpoints';
import { apiRequest } from '../../../lib/http/api-client';

/** The staff whose profile cards the basic cards page shows (docs/product.md section 7). */
export const DEMO_USER_IDS = [89, 58, 16] as const;

/** GET /api/users/{id}: a staff profile card. */
export const getDemoUser = (id: number) => apiRequest(endpoints.getDemoUser, { id });

export const demoUserQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['cards', 'user', id], queryFn: () => getDemoUser(id) });

export const useDemoUser = (id: number) => useQuery(demoUserQueryOptions(id));
