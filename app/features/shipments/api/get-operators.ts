import { queryOptions, useQuery } from '@tanstack/react-query';
import { listManagedUsers } from '../../../../api/modules/user-management/endpoints';
import { apiRequest } from '../../../lib/http/api-client';
import { SHIPMENTS_KEY } from './get-shipments';

/** GET /api/user-management/users (editor): the staff who may look after a shipment. */
export const getOperators = () => apiRequest(listManagedUsers);

export const operatorsQueryOptions = () =>
  queryOptions({
    queryKey: [...SHIPMENTS_KEY, 'operators'],
    queryFn: getOperators,
    staleTime: 60_000,
  });

export const useOperators = () => useQuery(operatorsQueryOptions());
