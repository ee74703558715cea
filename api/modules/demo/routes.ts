import { notFound } from '../../platform/errors';
import { endpointRoutes } from '../../platform/endpoint-routes';
import type { ApiDeps } from '../deps';
import * as endpoints from './endpoints';
import {
  analyticsCards,
  demoChatLogs,
  demoPlace,
  demoProduct,
  demoProductGoals,
  demoProductSales,
  demoReview,
  demoUsers,
  demoWeather,
  playerOption,
  statisticCards,
} from './seed';
import { shipmentsService } from '../shipments';

/** An entry of a fixed table by key (own keys only: "constructor" is not a card), or 404. */
function entry<T>(table: Record<string, T>, key: string, what: string): T {
  // the key quoted as JSON: a NUL or half a surrogate pair in the path cannot reach the reply raw
  if (!Object.hasOwn(table, key)) throw notFound(`No ${what} ${JSON.stringify(key)}`);
  return table[key];
}

/** The one fixed value, when the path's id is `id`; otherwise 404. */
const only = <T>(key: string, id: string, value: T, what: string) =>
  entry({ [id]: value }, key, what);

/**
 * The fixed demo data of docs/product.md section 7 (./endpoints.ts declares each path): read-only
 * constants, for signed-in staff (rule editor). The dispatched-orders table is not fixed: it is
 * computed from the shipments in progress (api/modules/shipments, docs/decisions/0066).
 */
export function demoRoutes(deps: ApiDeps) {
  const shipments = shipmentsService(deps);
  return endpointRoutes(deps)
    .on(endpoints.getDemoProductSales, async (_c, { params }) =>
      only(params.id, '1', demoProductSales, 'product'),
    )
    .on(endpoints.getDemoProductGoals, async (_c, { params }) =>
      only(params.id, '1', demoProductGoals, 'product'),
    )
    .on(endpoints.getDemoProduct, async (_c, { params }) =>
      only(params.id, '1', demoProduct, 'product'),
    )
    .on(endpoints.getDemoUser, async (_c, { params }) =>
      entry(demoUsers, params.id, 'user with id'),
    )
    .on(endpoints.getDemoWeather, async (_c, { params }) =>
      only(params.id, '76', demoWeather, 'weather for place'),
    )
    .on(endpoints.getDemoPlace, async (_c, { params }) => only(params.id, '18', demoPlace, 'place'))
    .on(endpoints.getDemoReview, async (_c, { params }) =>
      only(params.id, '12', demoReview, 'reviews for item'),
    )
    .on(endpoints.getDemoChatLog, async (_c, { params }) =>
      entry(demoChatLogs, params.id, 'chat log'),
    )
    .on(endpoints.getPlayerOption, async () => playerOption)
    .on(endpoints.getStatisticCard, async (_c, { params }) =>
      entry(statisticCards, params.name, 'statistics card'),
    )
    .on(endpoints.getAnalyticsCard, async (_c, { params }) =>
      entry(analyticsCards, params.name, 'analytics card'),
    )
    .on(endpoints.getGroupedAnalyticsCard, async (_c, { params }) =>
      entry(analyticsCards, `${params.group}/${params.name}`, 'analytics card'),
    )
    .on(endpoints.listDispatchedOrders, async () => shipments.dispatchedOrders()).router;
}
