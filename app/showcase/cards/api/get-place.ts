import { queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '../../../../api/modules/demo/endpoints';
import { apiRequest } from '../../../lib/http/api-client';

/** The port terminal of the place card. */
export const DEMO_PLACE_ID = 18;

/** GET /api/place/{id}: a place (a port terminal). */
export const getPlace = (id: number) => apiRequest(endpoints.getDemoPlace, { id });

export const placeQueryOptions = (id = DEMO_PLACE_ID) =>
  queryOptions({ queryKey: ['cards', 'place', id], queryFn: () => getPlace(id) });

export const usePlace = (id = DEMO_PLACE_ID) => useQuery(placeQueryOptions(id));
