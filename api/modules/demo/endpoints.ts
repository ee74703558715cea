import { z } from 'zod';
import { endpoint } from '../../contract/endpoint';
import {
  analyticsCardReply,
  chatLogReply,
  demoPlaceSchema,
  demoProductGoalsSchema,
  demoProductSalesSchema,
  demoProductSchema,
  demoReviewSchema,
  demoUserSchema,
  demoWeatherSchema,
  dispatchedOrdersReply,
  playerOptionSchema,
  statisticCardSchema,
} from './contract';

/**
 * The fixed demo data of docs/product.md section 7.11 (GET only, rule editor), and the dispatched
 * orders computed from the shipments in progress. Any other id or name under these paths is a JSON
 * 404 `notFound` naming it, never a 422: each key is taken as any string (a NUL or half a surrogate
 * pair too, quoted in the message) and looked up by the handler.
 */
const key = z.string();
const idKey = z.object({ id: key });
const nameKey = z.object({ name: key });

export const getDemoProduct = endpoint({
  method: 'GET',
  path: '/api/users/pixinvent/product/:id',
  summary: 'A service product card (id 1)',
  access: 'editor',
  params: idKey,
  reply: demoProductSchema,
  errors: { 404: ['notFound'] },
});

export const getDemoProductSales = endpoint({
  method: 'GET',
  path: '/api/users/pixinvent/product/sales/:id',
  summary: "A service product's bookings by month (id 1)",
  access: 'editor',
  params: idKey,
  reply: demoProductSalesSchema,
  errors: { 404: ['notFound'] },
});

export const getDemoProductGoals = endpoint({
  method: 'GET',
  path: '/api/users/pixinvent/product/goals/:id',
  summary: "A service product's goals this quarter (id 1)",
  access: 'editor',
  params: idKey,
  reply: demoProductGoalsSchema,
  errors: { 404: ['notFound'] },
});

export const getDemoUser = endpoint({
  method: 'GET',
  path: '/api/users/:id',
  summary: 'A staff profile card (ids 89, 58, 16)',
  access: 'editor',
  params: idKey,
  reply: demoUserSchema,
  errors: { 404: ['notFound'] },
});

export const getDemoWeather = endpoint({
  method: 'GET',
  path: '/api/place/:id/weather',
  summary: "A place's current conditions and five-day forecast, in °C (id 76)",
  access: 'editor',
  params: idKey,
  reply: demoWeatherSchema,
  errors: { 404: ['notFound'] },
});

export const getDemoPlace = endpoint({
  method: 'GET',
  path: '/api/place/:id',
  summary: 'A place: a port terminal (id 18)',
  access: 'editor',
  params: idKey,
  reply: demoPlaceSchema,
  errors: { 404: ['notFound'] },
});

export const getDemoReview = endpoint({
  method: 'GET',
  path: '/api/item/:id/review',
  summary: "An item's average rating and its reviews (id 12)",
  access: 'editor',
  params: idKey,
  reply: demoReviewSchema,
  errors: { 404: ['notFound'] },
});

export const getDemoChatLog = endpoint({
  method: 'GET',
  path: '/api/chat/:id/log',
  summary: 'The messages of a demo conversation, oldest first (id demo-1)',
  access: 'editor',
  params: idKey,
  reply: chatLogReply,
  errors: { 404: ['notFound'] },
});

export const getPlayerOption = endpoint({
  method: 'GET',
  path: '/api/card/card-basic/player-option',
  summary: "The demo video player's poster, sources and playback rates",
  access: 'editor',
  reply: playerOptionSchema,
});

export const getStatisticCard = endpoint({
  method: 'GET',
  path: '/api/card/card-statistics/:name',
  summary: 'A statistic card: one headline number, its change, a sparkline',
  access: 'editor',
  params: nameKey,
  reply: statisticCardSchema,
  errors: { 404: ['notFound'] },
});

/**
 * Some analytics cards are named in two parts (`sales/radar`, `todo/today`): one declaration per
 * number of parts, so that each part of the path is a parameter the client fills.
 */
export const getAnalyticsCard = endpoint({
  method: 'GET',
  path: '/api/card/card-analytics/:name',
  summary: 'An analytics card named in one part (session-by-device, funding...)',
  access: 'editor',
  params: nameKey,
  reply: analyticsCardReply,
  errors: { 404: ['notFound'] },
});

export const getGroupedAnalyticsCard = endpoint({
  method: 'GET',
  path: '/api/card/card-analytics/:group/:name',
  summary: 'An analytics card named in two parts (sales/radar, sales/bar, sales/line, todo/today)',
  access: 'editor',
  params: z.object({ group: key, name: key }),
  reply: analyticsCardReply,
  errors: { 404: ['notFound'] },
});

export const listDispatchedOrders = endpoint({
  method: 'GET',
  path: '/api/table/dispatched-orders',
  summary: 'The orders on the road, computed from the shipments in progress',
  access: 'editor',
  reply: dispatchedOrdersReply,
});
