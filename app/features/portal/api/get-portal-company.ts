import { queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '../../../../api/modules/portal/endpoints';
import { apiRequest } from '../../../lib/http/api-client';
import { PORTAL_KEY } from './portal-key';

/** GET /api/portal/company: the reader's own customer company; of none 403 noCompany. */
export const getPortalCompany = () => apiRequest(endpoints.getPortalCompany);

export const portalCompanyQueryOptions = () =>
  queryOptions({
    queryKey: [...PORTAL_KEY, 'company'],
    queryFn: getPortalCompany,
    staleTime: 5 * 60_000,
    // a 403 (no company) stays a 403
    retry: false,
  });

export const usePortalCompany = (enabled = true) =>
  useQuery({ ...portalCompanyQueryOptions(), enabled });
