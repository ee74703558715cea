import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCompany as getCompanyEndpoint } from '../../../../api/modules/companies/endpoints';
import { apiRequest } from '../../../lib/http/api-client';
import { SHIPMENTS_KEY } from './get-shipments';

/** GET /api/apps/companies/{id} (editor): the company a shipment or the list's filter names. */
export const getCompany = (id: number) => apiRequest(getCompanyEndpoint, { id });

export const companyQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...SHIPMENTS_KEY, 'company', id],
    queryFn: () => getCompany(id),
    staleTime: 60_000,
    // a company deleted meanwhile stays missing
    retry: false,
  });

/** `null`: no company; nothing is asked. */
export const useCompany = (id: number | null) =>
  useQuery({ ...companyQueryOptions(id ?? 0), enabled: id !== null });
