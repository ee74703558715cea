import '../../contract/zod-setup';
import { z } from 'zod';
import { text } from '../../contract/common';

/**
 * The fixed demo data of docs/product.md section 7 (GET only, read-only, rule editor). Every card
 * and chart reply is built from the same few pieces: numbers (`analyticsData`), chart series, and
 * categories (the x axis or the slice labels). Money is in US dollars; volumes in TEU or tonnes as
 * named.
 */

/** One chart series: a name and one value per category. */
export const seriesSchema = z.object({ name: text(), data: z.array(z.number()) });
export type Series = z.infer<typeof seriesSchema>;

const color = z.enum(['primary', 'success', 'warning', 'danger', 'info', 'dark']);

/** A share of a whole, for donut and pie cards (series[i] belongs to items[i]). */
export const shareItemSchema = z.object({
  label: text(),
  value: z.number(),
  color,
  change: z.number(),
});
export const shareCardSchema = z.object({
  title: text(),
  unit: text(),
  items: z.array(shareItemSchema),
  series: z.array(z.number()),
});
export type ShareCard = z.infer<typeof shareCardSchema>;

/** A statistic card: one headline number, its change against the previous period, a sparkline. */
export const statisticCardSchema = z.object({
  title: text(),
  analyticsData: z.object({ value: z.number(), unit: text(), change: z.number() }),
  series: z.array(seriesSchema),
  categories: z.array(text()),
});
export type StatisticCard = z.infer<typeof statisticCardSchema>;

export const statisticCardNames = [
  'subscribers',
  'revenue',
  'sales',
  'orders',
  'site-traffic',
  'active-users',
  'newsletter',
] as const;
export type StatisticCardName = (typeof statisticCardNames)[number];

/** A chart card: a few headline numbers and series over categories (line, bar, radar). */
export const chartCardSchema = z.object({
  title: text(),
  analyticsData: z.record(text(), z.number()),
  series: z.array(seriesSchema),
  categories: z.array(text()),
});
export type ChartCard = z.infer<typeof chartCardSchema>;

/** A radial (gauge) card: percentages in series, with the numbers around it. */
export const gaugeCardSchema = z.object({
  title: text(),
  analyticsData: z.record(text(), z.union([z.number(), text()])),
  series: z.array(z.number().min(0).max(100)),
});
export type GaugeCard = z.infer<typeof gaugeCardSchema>;

export const todoTodaySchema = z.object({
  title: text(),
  items: z.array(
    z.object({
      id: z.number(),
      title: text(),
      time: text(),
      done: z.boolean(),
      tag: text(),
    }),
  ),
});
export type TodoToday = z.infer<typeof todoTodaySchema>;

export const browserAnalyticsSchema = z.object({
  title: text(),
  items: z.array(z.object({ id: z.number(), name: text(), ratio: z.number(), change: z.number() })),
});
export type BrowserAnalytics = z.infer<typeof browserAnalyticsSchema>;

/** GET /api/card/card-analytics/{name}: the shape of each card. */
export const analyticsCardSchemas = {
  'session-by-device': shareCardSchema,
  'products-orders': shareCardSchema,
  customers: shareCardSchema,
  'sales/radar': chartCardSchema,
  'support-tracker': gaugeCardSchema,
  'revenue-comparison': chartCardSchema,
  'goal-overview': gaugeCardSchema,
  'sales/bar': chartCardSchema,
  'todo/today': todoTodaySchema,
  'sales/line': chartCardSchema,
  funding: chartCardSchema,
  'browser-analytics': browserAnalyticsSchema,
  'client-retention': chartCardSchema,
} as const;
/**
 * Any analytics card, as one reply schema. The shapes never overlap (each has a field or an item
 * shape none before it accepts), so the first that fits is the card's own and keeps every field.
 */
export const analyticsCardReply = z.union([
  shareCardSchema,
  chartCardSchema,
  gaugeCardSchema,
  todoTodaySchema,
  browserAnalyticsSchema,
]);
export type AnalyticsCardName = keyof typeof analyticsCardSchemas;
export type AnalyticsCards = {
  [K in AnalyticsCardName]: z.infer<(typeof analyticsCardSchemas)[K]>;
};

/** GET /api/users/{89|58|16}: a staff profile card. */
export const demoUserSchema = z.object({
  id: z.number(),
  name: text(),
  username: text(),
  title: text(),
  avatar: text(),
  email: text(),
  location: text(),
  about: text(),
  stats: z.object({ shipments: z.number(), followers: z.number(), following: z.number() }),
});
export type DemoUser = z.infer<typeof demoUserSchema>;

/** GET /api/users/pixinvent/product/1: a service product card. */
export const demoProductSchema = z.object({
  id: z.number(),
  name: text(),
  description: text(),
  image: text(),
  price: z.number(),
  unit: text(),
  rating: z.number().min(0).max(5),
  features: z.array(text()),
});
/** GET /api/users/pixinvent/product/sales/1 */
export const demoProductSalesSchema = chartCardSchema;
/** GET /api/users/pixinvent/product/goals/1 */
export const demoProductGoalsSchema = z.object({
  productId: z.number(),
  title: text(),
  goals: z.array(
    z.object({ label: text(), target: z.number(), achieved: z.number(), unit: text() }),
  ),
});

/** GET /api/place/18: a place (a port terminal). */
export const demoPlaceSchema = z.object({
  id: z.number(),
  name: text(),
  city: text(),
  country: text(),
  image: text(),
  description: text(),
  lat: z.number(),
  lon: z.number(),
  rating: z.number(),
  facts: z.array(z.object({ label: text(), value: text() })),
});
/** GET /api/place/76/weather: current conditions and a five-day forecast, in degrees Celsius. */
export const demoWeatherSchema = z.object({
  placeId: z.number(),
  city: text(),
  temperature: z.number(),
  condition: text(),
  humidity: z.number(),
  windKph: z.number(),
  precipitation: z.number(),
  forecast: z.array(
    z.object({ day: text(), high: z.number(), low: z.number(), condition: text() }),
  ),
});
/** GET /api/item/12/review */
export const demoReviewSchema = z.object({
  itemId: z.number(),
  itemName: text(),
  averageRating: z.number(),
  reviewCount: z.number(),
  reviews: z.array(
    z.object({
      id: z.number(),
      author: text(),
      avatar: text(),
      rating: z.number().min(1).max(5),
      title: text(),
      text: text(),
      date: text(),
    }),
  ),
});
/** GET /api/chat/demo-1/log: the chat log of docs/product.md section 3. */
export const chatLogEntrySchema = z.object({
  senderImg: text(),
  msg: text(),
  isSent: z.boolean(),
});
export const chatLogReply = z.array(chatLogEntrySchema);

/**
 * GET /api/card/card-basic/player-option: options of the demo video player (the playback rates of
 * docs/product.md section 9).
 */
export const playerOptionSchema = z.object({
  autoplay: z.boolean(),
  muted: z.boolean(),
  loop: z.boolean(),
  language: text(),
  playbackRates: z.array(z.number()),
  poster: text(),
  sources: z.array(z.object({ type: text(), src: text() })),
});

/** GET /api/table/dispatched-orders (docs/product.md sections 3 and 4). Dates are ISO strings. */
export const dispatchedOrderSchema = z.object({
  orderNo: z.number(),
  status: z.enum(['Moving', 'Pending', 'Canceled']),
  statusColor: z.enum(['success', 'warning', 'danger']),
  operator: text(),
  operatorImg: text(),
  location: text(),
  distance: text(),
  distPercent: z.number().min(0).max(100),
  startDate: text(),
  estDelDate: text(),
});
export type DispatchedOrder = z.infer<typeof dispatchedOrderSchema>;
export const dispatchedOrdersReply = z.array(dispatchedOrderSchema);
