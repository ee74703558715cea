import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { AnalyticsCardName, AnalyticsCards } from '../../../../api/modules/demo/contract';
import { getLazily } from './get-lazily';

/** GET /api/card/card-analytics/{name}: each card has its own shape (analyticsCardSchemas). */
export const getAnalyticsCard = <N extends AnalyticsCardName>(name: N) =>
  getLazily(
    `/api/card/card-analytics/${name}`,
    async () => (await import('../../../../api/modules/demo/contract')).analyticsCardSchemas[name],
  ) as Promise<AnalyticsCards[N]>;

export const analyticsCardQueryOptions = <N extends AnalyticsCardName>(name: N) =>
  queryOptions({
    queryKey: ['cards', 'analytics', name],
    queryFn: () => getAnalyticsCard(name),
    staleTime: Infinity, // fixed demo data
  });

export const useAnalyticsCard = <N extends AnalyticsCardName>(
  name: N,
): UseQueryResult<AnalyticsCards[N]> => useQuery(analyticsCardQueryOptions(name));
