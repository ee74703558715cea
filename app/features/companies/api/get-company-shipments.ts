import { queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '../../../../api/modules/shipments/endpoints';
import { apiRequest } from '../../../lib/http/api-client';
import { COMPANIES_KEY } from './get-companies';

/**
 * GET /api/apps/shipments?company={id}: the company's newest bookings and how many it has in all
 * (the shipments list, filtered by the company, shows the rest).
 */
export const getCompanyShipments = (companyId: number) =>
  apiRequest(endpoints.listShipments, {
    company: companyId,
    sort: 'booked-desc',
    page: 1,
    perPage: 10,
  });

export const companyShipmentsQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: [...COMPANIES_KEY, 'shipments', companyId],
    queryFn: () => getCompanyShipments(companyId),
    // given to the company on the shipments' screens, past this feature's cache
    staleTime: 0,
  });

export const useCompanyShipments = (companyId: number) =>
  useQuery(companyShipmentsQueryOptions(companyId));
