/**
 * The data list's bulk calls and images (docs/product.md section 7): an import adds every row in
 * one transaction or none, a deletion removes a selection or nothing, and an image is stored by the
 * server and served without a token.
 */
import { describe, expect, it } from 'vitest';
import { createApi } from '../../app';
import { DATA_LIST_IMPORT_MAX_ROWS } from './contract';
import { PICTURE_MAX_BYTES } from '../../contract/pictures';
import { malformedBodies, storeKinds, useTestApi } from '../../test/harness';

const PRODUCTS = '/api/data-list/products';
const row = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  category: 'fitness',
  img: '/images/data-list/fitness.svg',
  order_status: 'on_hold',
  popularity: 64,
  price: 1250.75,
  ...extra,
});
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  ),
  (ch) => ch.charCodeAt(0),
);

describe.each(storeKinds({ pglite: true }))(
  'data list bulk calls and images (%s store)',
  (kind) => {
    const ctx = useTestApi(kind);
    const list = async () =>
      (await ctx.api.request('GET', PRODUCTS, { token: ctx.editor })).body as {
        id: number;
        name: string;
        img: string;
      }[];
    const post = (path: string, body: unknown) =>
      ctx.api.request('POST', path, { token: ctx.editor, body });

    describe('POST /api/data-list/imports', () => {
      it('adds every row with the next ids, in the order given, newest first in the list', async () => {
        const before = await list();
        const highest = before[0].id;
        const items = ['Strap ratchet 5 t', 'สายรัดสินค้า', '托盘扫描器'].map((name) => row(name));
        const res = await post('/api/data-list/imports', { items });
        expect(res.status).toBe(201);
        expect(res.body).toEqual({ imported: 3, firstId: highest + 1, lastId: highest + 3 });
        const after = await list();
        expect(after).toHaveLength(before.length + 3);
        expect(after.slice(0, 3).map((p) => [p.id, p.name])).toEqual([
          [highest + 3, '托盘扫描器'],
          [highest + 2, 'สายรัดสินค้า'],
          [highest + 1, 'Strap ratchet 5 t'],
        ]);
      });

      it('refuses the whole import when one row is wrong, naming the row and its field', async () => {
        const before = await list();
        const items = [row('Good one'), row('Bad price', { price: 'twelve' }), row('')];
        const res = await post('/api/data-list/imports', { items });
        expect(res.status).toBe(422);
        expect(res.body.field).toBe('items.1.price');
        expect(
          res.body.issues.map((i: { field: string; code: string }) => [i.field, i.code]),
        ).toEqual([
          ['items.1.price', 'invalidType'],
          ['items.2.name', 'required'],
        ]);
        expect(await list()).toEqual(before);
      });

      it('refuses an empty import, an unknown field and more rows than the limit', async () => {
        const empty = await post('/api/data-list/imports', { items: [] });
        expect([empty.status, empty.body.field, empty.body.code]).toEqual([
          422,
          'items',
          'tooShort',
        ]);
        const extra = await post('/api/data-list/imports', { items: [row('x', { id: 5 })] });
        expect([extra.status, extra.body.code]).toEqual([422, 'unknownField']);
        const tooMany = await post('/api/data-list/imports', {
          items: Array.from({ length: DATA_LIST_IMPORT_MAX_ROWS + 1 }, () => row('n')),
        });
        expect([tooMany.status, tooMany.body.field, tooMany.body.code]).toEqual([
          422,
          'items',
          'tooLong',
        ]);
      });

      it('takes an import larger than the general 1 MB limit', async () => {
        const items = Array.from({ length: 12_000 }, (_, i) =>
          row(`Bulk row ${i} `.padEnd(90, '.')),
        );
        expect(JSON.stringify({ items }).length).toBeGreaterThan(1024 * 1024);
        const res = await post('/api/data-list/imports', { items });
        expect(res.status).toBe(201);
        expect(res.body.imported).toBe(12_000);
        expect(res.body.lastId - res.body.firstId).toBe(11_999);
      });

      it.each(malformedBodies)('answers 4xx to a malformed body: $name', async ({ options }) => {
        for (const path of ['/api/data-list/imports', '/api/data-list/deletions']) {
          const res = await ctx.api.request('POST', path, { token: ctx.editor, ...options });
          expect(res.status).toBeGreaterThanOrEqual(400);
          expect(res.status).toBeLessThan(500);
          expect(typeof res.body.error).toBe('string');
        }
      });

      it('needs a signed-in staff member', async () => {
        const visitor = await ctx.api.tokenFor('public');
        const body = { items: [row('x')] };
        expect((await ctx.api.request('POST', '/api/data-list/imports', { body })).status).toBe(
          401,
        );
        const refused = await ctx.api.request('POST', '/api/data-list/imports', {
          token: visitor,
          body,
        });
        expect(refused.status).toBe(403);
      });
    });

    describe('POST /api/data-list/deletions', () => {
      it('deletes every item of the selection', async () => {
        const { body } = await post('/api/data-list/imports', { items: [row('d1'), row('d2')] });
        const ids = [body.firstId, body.lastId];
        const res = await post('/api/data-list/deletions', { ids: [...ids, ids[0]] });
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ deleted: 2 });
        expect((await list()).some((p) => ids.includes(p.id))).toBe(false);
      });

      it('deletes nothing when one id has no item, and names it', async () => {
        const { body } = await post('/api/data-list/imports', { items: [row('k1'), row('k2')] });
        const before = await list();
        const res = await post('/api/data-list/deletions', {
          ids: [body.firstId, 999_999, body.lastId],
        });
        expect(res.status).toBe(404);
        expect(res.body).toMatchObject({ code: 'notFound', field: 'ids', ids: [999_999] });
        expect(await list()).toEqual(before);
      });

      it('refuses an empty selection and impossible ids', async () => {
        expect((await post('/api/data-list/deletions', { ids: [] })).status).toBe(422);
        const impossible = await post('/api/data-list/deletions', { ids: [0, 1.5] });
        expect(impossible.status).toBe(422);
        expect(impossible.body.field).toBe('ids.0');
      });
    });

    describe('product images', () => {
      const upload = (id: number, bytes: Uint8Array<ArrayBuffer>, type = 'image/png') =>
        ctx.api.request('PUT', `${PRODUCTS}/${id}/image`, {
          token: ctx.editor,
          rawBody: bytes,
          headers: { 'content-type': type },
        });
      /** as an <img> reads it: no token */
      const fetchImage = (url: string) => createApi(ctx.api.deps).request(url);

      it('stores the image, names it in img and serves it without a token', async () => {
        const { body } = await post(PRODUCTS, { item: row('Picture product') });
        const first = await upload(body.id, PNG);
        expect(first.status).toBe(200);
        expect(first.body.img).toBe(`/api/data-list/images/${body.id}?v=1`);
        expect((await list()).find((p) => p.id === body.id)?.img).toBe(first.body.img);
        const served = await fetchImage(first.body.img);
        expect(served.status).toBe(200);
        expect(served.headers.get('content-type')).toBe('image/png');
        expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
        const second = await upload(body.id, PNG);
        expect(second.body.img).toBe(`/api/data-list/images/${body.id}?v=2`);
      });

      it('refuses what is not a PNG, JPEG or WebP image of at most 2 MB', async () => {
        const { body } = await post(PRODUCTS, { item: row('Refused picture') });
        const text = new TextEncoder().encode('not an image') as Uint8Array<ArrayBuffer>;
        expect((await upload(body.id, PNG, 'image/gif')).status).toBe(415);
        const wrongBytes = await upload(body.id, text);
        expect([wrongBytes.status, wrongBytes.body.code]).toEqual([422, 'unsupportedImage']);
        const big = new Uint8Array(PICTURE_MAX_BYTES + 1);
        big.set(PNG);
        const tooBig = await upload(body.id, big);
        expect([tooBig.status, tooBig.body.code]).toEqual([413, 'bodyTooLarge']);
        expect((await list()).find((p) => p.id === body.id)?.img).toBe(
          '/images/data-list/fitness.svg',
        );
      });

      it('answers 404 for an unknown product, and the image goes with its product', async () => {
        expect((await upload(999_999, PNG)).status).toBe(404);
        const { body } = await post(PRODUCTS, { item: row('Short-lived') });
        const { img } = (await upload(body.id, PNG)).body;
        await ctx.api.request('DELETE', `${PRODUCTS}/${body.id}`, { token: ctx.editor });
        expect((await fetchImage(img)).status).toBe(404);
      });
    });
  },
);
