import { queryOptions, useQuery } from '@tanstack/react-query';
import { demoPlaceSchema } from '../../../../api/modules/demo/contract';
import { apiRequestByPath } from '../../../lib/http/api-client';

/** The port terminal of the place card. */
export const DEMO_PLACE_ID = 18;

/** GET /api/place/{id}: a place (a port terminal). */
export const getPlace = (id: number) =>
  apiRequestByPath('GET', `/api/place/${id}`, demoPlaceSchema);

export const placeQueryOptions = (id = DEMO_PLACE_ID) =>
  queryOptions({ queryKey: ['cards', 'place', id], queryFn: () => getPlace(id) });

export const usePlace = (id = DEMO_PLACE_ID) => useQuery(placeQueryOptions(id));
