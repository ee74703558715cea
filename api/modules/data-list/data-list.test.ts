import { describe, expect, it } from 'vitest';
import { createApi } from '../../app';
import {
  expectImpossibleId,
  impossibleIds,
  malformedBodies,
  storeKinds,
  useTestApi,
} from '../../test/harness';

describe.each(storeKinds({ pglite: true }))('data list (%s store)', (kind) => {
  const ctx = useTestApi(kind);

  const newItem = {
    name: 'Pallet Scanner',
    category: 'computers',
    img: '/images/data-list/computers.svg',
    order_status: 'pending',
    popularity: 77,
    price: 349.5,
  };

  it('lists 100 sample products, newest first', async () => {
    const res = await ctx.api.request('GET', '/api/data-list/products', { token: ctx.editor });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(100);
    expect(res.body[0].id).toBe(100);
    expect(res.body[99].id).toBe(1);
    for (const p of res.body) {
      expect(['computers', 'fitness', 'audio']).toContain(p.category);
      expect(p.popularity).toBeGreaterThanOrEqual(50);
      expect(p.popularity).toBeLessThanOrEqual(100);
    }
  });

  it('answers every write at once, whoever made it: the list is never stale', async () => {
    const list = async (api = ctx.api) =>
      (await api.request('GET', '/api/data-list/products', { token: ctx.editor })).body as {
        id: number;
        name: string;
      }[];
    await list(); // cached now
    // another server process: its own reply cache over the same store
    const other = createApi(ctx.api.deps);
    const renamed = await other.request('/api/data-list/products/7', {
      method: 'POST',
      headers: { authorization: `Bearer ${ctx.editor}`, 'content-type': 'application/json' },
      body: JSON.stringify({ item: { name: 'Renamed elsewhere' } }),
    });
    expect(renamed.status).toBe(200);
    expect((await list()).find((p) => p.id === 7)?.name).toBe('Renamed elsewhere');
    if (ctx.api.conn) {
      // a write in SQL, past every service
      await ctx.api.conn.exec("UPDATE data_list_products SET name = 'Renamed in SQL' WHERE id = 7");
      expect((await list()).find((p) => p.id === 7)?.name).toBe('Renamed in SQL');
      await ctx.api.conn.exec('DELETE FROM data_list_products WHERE id = 7');
      expect((await list()).some((p) => p.id === 7)).toBe(false);
    }
  });

  it('creates with highest id + 1, and never reuses a deleted id', async () => {
    const created = await ctx.api.request('POST', '/api/data-list/products/', {
      token: ctx.editor,
      body: { item: newItem },
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: 101 });
    expect(
      (await ctx.api.request('DELETE', '/api/data-list/products/101', { token: ctx.editor }))
        .status,
    ).toBe(200);
    const again = await ctx.api.request('POST', '/api/data-list/products', {
      token: ctx.editor,
      body: { item: newItem },
    });
    expect(again.body).toEqual({ id: 102 });
  });

  it('merges an update and returns the item', async () => {
    const res = await ctx.api.request('POST', '/api/data-list/products/5', {
      token: ctx.editor,
      body: { item: { price: 10, order_status: 'delivered' } },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: 5, price: 10, order_status: 'delivered' });
    expect(typeof res.body.name).toBe('string');
  });

  it('answers 404 for unknown ids and deletes nothing', async () => {
    const before = await ctx.api.request('GET', '/api/data-list/products', { token: ctx.editor });
    expect(
      (await ctx.api.request('DELETE', '/api/data-list/products/9999', { token: ctx.editor }))
        .status,
    ).toBe(404);
    for (const bad of impossibleIds) {
      expectImpossibleId(
        await ctx.api.request('DELETE', `/api/data-list/products/${bad}`, { token: ctx.editor }),
      );
      expectImpossibleId(
        await ctx.api.request('POST', `/api/data-list/products/${bad}`, {
          token: ctx.editor,
          body: { item: { price: 1 } },
        }),
      );
    }
    expect(
      (
        await ctx.api.request('POST', '/api/data-list/products/9999', {
          token: ctx.editor,
          body: { item: { price: 1 } },
        })
      ).status,
    ).toBe(404);
    const after = await ctx.api.request('GET', '/api/data-list/products', { token: ctx.editor });
    expect(after.body).toHaveLength(before.body.length);
  });

  it('names the field of a wrong value', async () => {
    const res = await ctx.api.request('POST', '/api/data-list/products', {
      token: ctx.editor,
      body: { item: { ...newItem, price: 'cheap' } },
    });
    expect(res.status).toBe(422);
    expect(res.body.field).toBe('item.price');
    expect(res.body.error).toMatch(/item\.price/);
  });

  it.each(malformedBodies)('answers 4xx to a malformed body: $name', async ({ options }) => {
    for (const path of ['/api/data-list/products', '/api/data-list/products/3']) {
      const res = await ctx.api.request('POST', path, { token: ctx.editor, ...options });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(typeof res.body.error).toBe('string');
    }
  });

  it('needs a signed-in staff member', async () => {
    expect((await ctx.api.request('GET', '/api/data-list/products')).status).toBe(401);
    const visitor = await ctx.api.tokenFor('public');
    expect(
      (await ctx.api.request('GET', '/api/data-list/products', { token: visitor })).status,
    ).toBe(403);
  });
});
