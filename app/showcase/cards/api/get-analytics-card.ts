import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { AnalyticsCardName, AnalyticsCards } from '../../../../api/modules/demo/contract';
import { getLazily } from './get-lazily';

const demoEndpoints = () => import('../../../../api/modules/demo/endpoints');

/**
 * GET /api/card/card-analytics/{name}: each card has its own shape (analyticsCardSchemas). A name
 * in two parts (`sales/radar`) is two parameters of the path, each part its own.
 */
export const getAnalyticsCard = <N extends AnalyticsCardName>(name: N) => {
  const [group, view] = name.split('/');
  return (
    view === undefined
      ? getLazily(async () => (await demoEndpoints()).getAnalyticsCard, { name })
      : getLazily(async () => (await demoEndpoints()).getGroupedAnalyticsCard, {
          group,
          name: view,
        })
  ) as Promise<AnalyticsCards[N]>;
};

export const analyticsCardQueryOptions = <N extends AnalyticsCardName>(name: N) =>
  queryOptions({
    queryKey: ['cards', 'analytics', name],
    queryFn: () => getAnalyticsCard(name),
    staleTime: Infinity, // fixed demo data
  });

export const useAnalyticsCard = <N extends AnalyticsCardName>(
  name: N,
): UseQueryResult<AnalyticsCards[N]> => useQuery(analyticsCardQueryOptions(name));
