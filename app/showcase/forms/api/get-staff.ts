import { queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '../../../../api/modules/user-management/endpoints';
import { apiRequest } from '../../../lib/http/api-client';

/**
 * GET /api/user-management/users: the staff directory, for the select that loads its options from
 * the API (form-element-select's async example). Asked for only when the list is first opened.
 */
export const getStaff = () => apiRequest(endpoints.listManagedUsers);

export const staffQueryOptions = () =>
  queryOptions({ queryKey: ['forms', 'staff'], queryFn: getStaff, staleTime: 60_000 });

export const useStaff = (enabled: boolean) => useQuery({ ...staffQueryOptions(), enabled });
