import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StatisticCardName } from '../../../../api/modules/demo/contract';
import { getLazily } from './get-lazily';

/** GET /api/card/card-statistics/{name}: one headline number, its change, a sparkline. */
export const getStatisticCard = (name: StatisticCardName) =>
  getLazily(async () => (await import('../../../../api/modules/demo/endpoints')).getStatisticCard, {
    name,
  });

export const statisticCardQueryOptions = (name: StatisticCardName) =>
  queryOptions({
    queryKey: ['cards', 'statistics', name],
    queryFn: () => getStatisticCard(name),
    staleTime: Infinity, // fixed demo data
  });

export const useStatisticCard = (name: StatisticCardName) =>
  useQuery(statisticCardQueryOptions(name));
