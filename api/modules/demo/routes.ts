import type { Context } from 'hono';
import { notFound } from '../../platform/errors';
import { requireRule } from '../../platform/guard';
import type { ApiDeps } from '../deps';
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
import { apiRouter } from '../../platform/router';
import { shipmentsService } from '../shipments';

/** An entry of a fixed table by key (own keys only: "constructor" is not a card), or 404. */
function entry<T>(table: Record<string, T>, key: string, what: string): T {
  // the key quoted as JSON: a NUL or half a surrogate pair in the path cannot reach the reply raw
  if (!Object.hasOwn(table, key)) throw notFound(`No ${what} ${JSON.stringify(key)}`);
  return table[key];
}

/** The one fixed value, when the path's :id is `id`; otherwise 404. */
const only = <T>(c: Context, id: string, value: T, what: string) =>
  entry({ [id]: value }, c.req.param('id') ?? '', what);

/** The rest of the path after `prefix`, without a trailing slash. */
const rest = (c: Context, prefix: string) =>
  c.req.path.slice(c.req.path.indexOf(prefix) + prefix.length).replace(/\/+$/, '');

/**
 * The fixed demo data of docs/product.md section 7: read-only constants, for signed-in staff
 * (rule editor). The dispatched-orders table is not fixed: it is computed from the shipments in
 * progress (api/modules/shipments, docs/decisions/0066).
 */
export function demoRoutes(deps: ApiDeps) {
  const editors = requireRule(deps, 'editor');
  const shipments = shipmentsService(deps);
  const product = '/users/pixinvent/product';
  return apiRouter()
    .get(`${product}/sales/:id`, editors, (c) =>
      c.json(only(c, '1', demoProductSales, 'product'), 200),
    )
    .get(`${product}/goals/:id`, editors, (c) =>
      c.json(only(c, '1', demoProductGoals, 'product'), 200),
    )
    .get(`${product}/:id`, editors, (c) => c.json(only(c, '1', demoProduct, 'product'), 200))
    .get('/users/:id', editors, (c) =>
      c.json(entry(demoUsers, c.req.param('id'), 'user with id'), 200),
    )
    .get('/place/:id/weather', editors, (c) =>
      c.json(only(c, '76', demoWeather, 'weather for place'), 200),
    )
    .get('/place/:id', editors, (c) => c.json(only(c, '18', demoPlace, 'place'), 200))
    .get('/item/:id/review', editors, (c) =>
      c.json(only(c, '12', demoReview, 'reviews for item'), 200),
    )
    .get('/chat/:id/log', editors, (c) =>
      c.json(entry(demoChatLogs, c.req.param('id'), 'chat log'), 200),
    )
    .get('/card/card-basic/player-option', editors, (c) => c.json(playerOption, 200))
    .get('/card/card-statistics/*', editors, (c) =>
      c.json(entry(statisticCards, rest(c, '/card/card-statistics/'), 'statistics card'), 200),
    )
    .get('/card/card-analytics/*', editors, (c) =>
      c.json(entry(analyticsCards, rest(c, '/card/card-analytics/'), 'analytics card'), 200),
    )
    .get('/table/dispatched-orders', editors, async (c) =>
      c.json(await shipments.dispatchedOrders(), 200),
    );
}
