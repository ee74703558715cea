import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  analyticsCardSchemas,
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
  statisticCardNames,
  statisticCardSchema,
} from './contract';
import { calendarEventsSeed } from '../calendar/seed';
import { chatThreadsSeed } from '../chat/seed';
import { dataListSeed } from '../data-list/seed';
import * as demo from './seed';
import { managedUsersSeed } from '../user-management/seed';
import { emailSeed } from '../email/seed';
import { testClock } from '../../test/clock';
import { storeKinds, useTestApi } from '../../test/harness';

const paths: [string, z.ZodType][] = [
  ['/api/users/89', demoUserSchema],
  ['/api/users/58', demoUserSchema],
  ['/api/users/16', demoUserSchema],
  ['/api/users/pixinvent/product/1', demoProductSchema],
  ['/api/users/pixinvent/product/sales/1', demoProductSalesSchema],
  ['/api/users/pixinvent/product/goals/1', demoProductGoalsSchema],
  ['/api/place/18', demoPlaceSchema],
  ['/api/place/76/weather', demoWeatherSchema],
  ['/api/item/12/review', demoReviewSchema],
  ['/api/chat/demo-1/log', chatLogReply],
  ['/api/card/card-basic/player-option', playerOptionSchema],
  ...statisticCardNames.map((name): [string, z.ZodType] => [
    `/api/card/card-statistics/${name}`,
    statisticCardSchema,
  ]),
  ...Object.entries(analyticsCardSchemas).map(([name, schema]): [string, z.ZodType] => [
    `/api/card/card-analytics/${name}`,
    schema,
  ]),
  ['/api/table/dispatched-orders', dispatchedOrdersReply],
];

const unknown = [
  '/api/users/90',
  '/api/users/abc',
  '/api/users/constructor',
  '/api/users/pixinvent/product/2',
  '/api/users/pixinvent/product/sales/2',
  '/api/users/pixinvent/product/goals/7',
  '/api/place/19',
  '/api/place/76',
  '/api/place/18/weather',
  '/api/item/13/review',
  '/api/chat/demo-2/log',
  '/api/chat/__proto__/log',
  '/api/card/card-statistics/profit',
  '/api/card/card-statistics/constructor',
  '/api/card/card-statistics/',
  '/api/card/card-analytics/sales',
  '/api/card/card-analytics/sales/pie',
  '/api/card/card-analytics/toString',
  '/api/card/card-basic/other-option',
  '/api/table/other-orders',
];

describe.each(storeKinds())('fixed demo data (%s store)', (kind) => {
  const ctx = useTestApi(kind);

  it('covers every path of docs/product.md section 7', () => {
    expect(paths).toHaveLength(3 + 3 + 2 + 1 + 1 + 1 + 7 + 13 + 1);
  });

  it.each(paths)('GET %s answers its shape', async (path, schema) => {
    const res = await ctx.api.request('GET', path, { token: ctx.editor });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    const parsed = schema.safeParse(res.body);
    expect(parsed.error?.issues ?? []).toEqual([]);
    // a trailing slash answers the same
    expect((await ctx.api.request('GET', `${path}/`, { token: ctx.editor })).body).toEqual(
      res.body,
    );
  });

  it('serves the chart cards with one value per category', async () => {
    for (const name of [
      'sales/radar',
      'revenue-comparison',
      'sales/bar',
      'sales/line',
      'funding',
      'client-retention',
    ]) {
      const { body } = await ctx.api.request('GET', `/api/card/card-analytics/${name}`, {
        token: ctx.editor,
      });
      for (const series of body.series) expect(series.data).toHaveLength(body.categories.length);
    }
    for (const name of ['session-by-device', 'products-orders', 'customers']) {
      const { body } = await ctx.api.request('GET', `/api/card/card-analytics/${name}`, {
        token: ctx.editor,
      });
      expect(body.series).toEqual(body.items.map((item: { value: number }) => item.value));
    }
  });

  it('lists dispatched orders with the three statuses and their colours', async () => {
    const { body } = await ctx.api.request('GET', '/api/table/dispatched-orders', {
      token: ctx.editor,
    });
    const colours = { Moving: 'success', Pending: 'warning', Canceled: 'danger' } as Record<
      string,
      string
    >;
    expect(new Set(body.map((o: { status: string }) => o.status))).toEqual(
      new Set(['Moving', 'Pending', 'Canceled']),
    );
    for (const order of body) {
      expect(order.statusColor).toBe(colours[order.status]);
      expect(Date.parse(order.estDelDate)).toBeGreaterThan(Date.parse(order.startDate));
    }
  });

  it('offers the playback rates of docs/product.md section 9', async () => {
    const { body } = await ctx.api.request('GET', '/api/card/card-basic/player-option', {
      token: ctx.editor,
    });
    expect(body.playbackRates).toEqual([0.7, 1, 1.5, 2]);
  });

  it.each(unknown)('GET %s answers a JSON 404', async (path) => {
    const res = await ctx.api.request('GET', path, { token: ctx.editor });
    expect(res.status).toBe(404);
    expect(typeof res.body.error).toBe('string');
  });

  it('is read-only', async () => {
    for (const path of [
      '/api/users/89',
      '/api/table/dispatched-orders',
      '/api/card/card-statistics/orders',
    ]) {
      const res = await ctx.api.request('POST', path, { token: ctx.editor, body: { name: 'x' } });
      expect(res.status).toBe(404);
      expect((await ctx.api.request('DELETE', path, { token: ctx.editor })).status).toBe(404);
    }
    expect((await ctx.api.request('GET', '/api/users/89', { token: ctx.editor })).body.name).toBe(
      'Kanokwan Suriya',
    );
  });

  it('needs a signed-in staff member', async () => {
    const visitor = await ctx.api.tokenFor('public');
    for (const [path] of paths) {
      expect((await ctx.api.request('GET', path)).status, path).toBe(401);
      expect((await ctx.api.request('GET', path, { token: visitor })).status, path).toBe(403);
    }
    expect(
      (await ctx.api.request('GET', '/api/users/89', { token: await ctx.api.tokenFor('admin') }))
        .status,
    ).toBe(200);
  });
});

describe('pictures and video of the sample data', () => {
  it('ship with the project: every local path exists under public/', () => {
    const text = JSON.stringify([
      demo,
      managedUsersSeed(),
      chatThreadsSeed(testClock()),
      calendarEventsSeed(testClock()),
      emailSeed(testClock()),
      dataListSeed(),
    ]);
    const paths = new Set([...text.matchAll(/"(\/(?:images|videos)\/[^"]+)"/g)].map((m) => m[1]));
    expect(paths.size).toBeGreaterThan(20);
    const missing = [...paths].filter(
      (path) => !existsSync(new URL(`../../../public${path}`, import.meta.url)),
    );
    expect(missing).toEqual([]);
    // and nothing is hot-linked
    expect(text).not.toMatch(/"https?:\/\/[^"]+\.(?:svg|png|jpe?g|webp|gif|mp4|webm)"/);
  });
});
