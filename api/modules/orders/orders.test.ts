import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  basketReply,
  cartReply,
  orderReply,
  ordersReply,
  wishListReply,
  type CartReply,
  type PlaceOrderBody,
} from './contract';
import { productSearchQuery, type Product } from '../shop/contract';
import {
  expectImpossibleId,
  impossibleIds,
  malformedBodies,
  storeKinds,
  useTestApi,
} from '../../test/harness';
import { seedDemoBaskets } from './seed';
import { dayInUtc } from './service';
import { lineDiscount, orderTotals, toSatang } from './totals';

const SHOP = '/api/apps/shop';
/** an id in range that no product has */
const NO_PRODUCT = 2_147_000_000;

const address: PlaceOrderBody['address'] = {
  fullName: 'Somchai Jaidee',
  phone: '+66 2 123 4567',
  line1: '99 Rama IV Road',
  line2: 'Floor 12',
  city: 'Bangkok',
  province: 'Bangkok',
  postalCode: '10110',
  country: 'TH',
};

describe('totals, in whole satang', () => {
  it('rounds each line discount half up, sums them, adds delivery, and finds the VAT included', () => {
    const lines = [
      { unitPrice: toSatang(19.99), quantity: 3, discount_in_percentage: 7, free_shipping: false },
      { unitPrice: toSatang(0.1), quantity: 1, discount_in_percentage: 5, free_shipping: true },
    ];
    expect(lines[0].unitPrice).toBe(1999);
    expect(toSatang(1.005 * 1000)).toBe(100500);
    expect(lineDiscount(lines[0])).toBe(420); // 5997 x 7 % = 419.79
    expect(lineDiscount(lines[1])).toBe(1); // 10 x 5 % = 0.5, half up
    expect(orderTotals(lines)).toEqual({
      currency: 'THB',
      itemCount: 4,
      subtotal: 6007,
      discount: 421,
      delivery: 5000,
      total: 10586,
      tax: 693, // 10586 x 7 / 107 = 692.54
    });
  });

  it('delivers free when every line ships free, or from 1,000 baht after discounts', () => {
    const line = {
      unitPrice: 50_000,
      quantity: 2,
      discount_in_percentage: 4,
      free_shipping: false,
    };
    expect(orderTotals([line]).delivery).toBe(5000); // 1,000 - 40 = 960 baht
    expect(orderTotals([{ ...line, quantity: 3 }]).delivery).toBe(0); // 1,440 baht
    expect(orderTotals([{ ...line, free_shipping: true }]).delivery).toBe(0);
    expect(orderTotals([]).total).toBe(0);
  });
});

describe.each(storeKinds())('shop cart, wish list and orders (%s store)', (kind) => {
  const ctx = useTestApi(kind);
  let admin: string;
  /** another editor, with nothing of their own */
  let otherEditor: string;
  /** products of the catalogue: some that do not ship free, some that do */
  let paid: Product[];
  let free: Product[];

  /** a new editor account, with nothing of their own */
  const newEditor = async (email: string) =>
    (await ctx.api.deps.stores.auth.createUser({
      email,
      displayName: 'Another Editor',
      passwordHash: null,
      photoURL: '',
      phoneNumber: null,
      about: '',
      status: 'online',
      role: 'editor',
      providerId: 'jwt',
      providerSubject: null,
      createdAt: ctx.api.deps.now(),
    }))!;

  beforeAll(async () => {
    admin = await ctx.api.tokenFor('admin');
    const other = await newEditor(`other-editor-${kind}@test.invalid`);
    otherEditor = await ctx.api.tokenFor('editor', other.id);
    const hits: Product[] = [];
    for (const page of ['1', '2', '3']) {
      const query = productSearchQuery.parse({ perPage: '48', page });
      hits.push(...(await ctx.api.deps.stores.shop.search(query)).hits);
    }
    paid = hits.filter((product) => !product.free_shipping && product.price < 300);
    free = hits.filter((product) => product.free_shipping);
    expect(paid.length).toBeGreaterThanOrEqual(6);
    expect(free.length).toBeGreaterThanOrEqual(2);
  });

  const send = (method: string, path: string, body?: unknown, token = ctx.editor) =>
    ctx.api.request(method, `${SHOP}${path}`, { token, body });
  const cartOf = async (token = ctx.editor) => {
    const res = await send('GET', '/cart', undefined, token);
    expect(res.status).toBe(200);
    return cartReply.parse(res.body);
  };
  const wishListOf = async (token = ctx.editor) => {
    const res = await send('GET', '/wish-list', undefined, token);
    expect(res.status).toBe(200);
    return wishListReply.parse(res.body);
  };
  const basketOf = async (token = ctx.editor) => {
    const res = await send('GET', '/basket', undefined, token);
    expect(res.status).toBe(200);
    return basketReply.parse(res.body);
  };
  const toggleCart = (objectID: unknown, token = ctx.editor) =>
    send('POST', '/cart/toggle', { objectID }, token);
  const toggleWish = (objectID: unknown, token = ctx.editor) =>
    send('POST', '/wish-list/toggle', { objectID }, token);
  /** empties the person's cart and wish list (the demo accounts may start with samples) */
  const clear = async (token = ctx.editor) => {
    for (const item of (await cartOf(token)).items)
      expect((await send('DELETE', `/cart/items/${item.objectID}`, undefined, token)).status).toBe(
        200,
      );
    for (const item of (await wishListOf(token)).items)
      expect((await toggleWish(item.objectID, token)).status).toBe(200);
  };
  /** everything the person's basket holds, to compare before and after a refusal */
  const everything = async (token = ctx.editor) =>
    JSON.stringify([await cartOf(token), await wishListOf(token), await basketOf(token)]);

  beforeEach(async () => {
    await clear(ctx.editor);
    await clear(admin);
  });

  it('adds with the cart rules: quantity 1, discount 4-23 %, 1-4 offers, delivery 1-10 days', async () => {
    const before = ctx.api.deps.now();
    for (const product of paid.slice(0, 6)) {
      const res = await toggleCart(product.objectID);
      expect(res.status).toBe(200);
      cartReply.parse(res.body);
    }
    const after = ctx.api.deps.now();
    const { items } = await cartOf();
    expect(items.map((item) => item.objectID)).toEqual(paid.slice(0, 6).map((p) => p.objectID));
    for (const [i, item] of items.entries()) {
      const {
        quantity,
        discount_in_percentage,
        offers_count,
        delivery_date,
        selectedOptions,
        ...product
      } = item;
      expect(product).toEqual(paid[i]);
      expect(Object.keys(selectedOptions)).toEqual(paid[i].options.map((o) => o.name));
      expect(quantity).toBe(1);
      expect(discount_in_percentage).toBeGreaterThanOrEqual(4);
      expect(discount_in_percentage).toBeLessThanOrEqual(23);
      expect(offers_count).toBeGreaterThanOrEqual(1);
      expect(offers_count).toBeLessThanOrEqual(4);
      expect(delivery_date >= dayInUtc(before, 1)).toBe(true);
      expect(delivery_date <= dayInUtc(after, 10)).toBe(true);
    }
    const basket = await basketOf();
    expect(basket.cart).toEqual(
      items.map((item) => ({
        objectID: item.objectID,
        quantity: 1,
        options: item.selectedOptions,
      })),
    );
    expect(basket.cartCount).toBe(6);
  });

  it('toggling a product in the cart removes it', async () => {
    const [a, b] = paid;
    await toggleCart(a.objectID);
    await toggleCart(b.objectID);
    const res = await toggleCart(a.objectID);
    expect(res.status).toBe(200);
    expect(res.body.items.map((item: Product) => item.objectID)).toEqual([b.objectID]);
    expect((await cartOf()).items.map((item) => item.objectID)).toEqual([b.objectID]);
  });

  it('computes the totals from the catalogue prices, exactly', async () => {
    const chosen = [paid[0], paid[1], free[0]];
    for (const product of chosen) await toggleCart(product.objectID);
    await send('POST', `/cart/items/${paid[1].objectID}`, { quantity: 3 });
    const { items, totals } = await cartOf();
    const prices = new Map(
      (await ctx.api.deps.stores.shop.getProducts(chosen.map((p) => p.objectID))).map((p) => [
        p.objectID,
        p,
      ]),
    );
    const lines = items.map((item) => {
      const unitPrice = Math.round(prices.get(item.objectID)!.price * 100);
      return {
        unitPrice,
        quantity: item.quantity,
        discount: Math.round((unitPrice * item.quantity * item.discount_in_percentage) / 100),
        free: prices.get(item.objectID)!.free_shipping,
      };
    });
    const subtotal = lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
    const discount = lines.reduce((sum, l) => sum + l.discount, 0);
    const delivery = subtotal - discount >= 100_000 ? 0 : 5000;
    expect(totals).toEqual({
      currency: 'THB',
      itemCount: 5,
      subtotal,
      discount,
      delivery,
      total: subtotal - discount + delivery,
      tax: Math.round(((subtotal - discount + delivery) * 7) / 107),
    });
    expect((await basketOf()).subtotal).toBe(subtotal);
    expect((await basketOf()).cartCount).toBe(5);
  });

  it('changes a quantity from 1 to 10; anything else is 422 on quantity and nothing changes', async () => {
    const [a] = paid;
    await toggleCart(a.objectID);
    for (const quantity of [10, 1, 7]) {
      const res = await send('POST', `/cart/items/${a.objectID}`, { quantity });
      expect(res.status).toBe(200);
      expect((res.body as CartReply).items[0].quantity).toBe(quantity);
    }
    const before = await everything();
    for (const quantity of [0, 11, 1.5, '2', -1, null, 1e9]) {
      const res = await send('POST', `/cart/items/${a.objectID}`, { quantity });
      expect(res.status, String(quantity)).toBe(422);
      expect(res.body.field).toBe('quantity');
    }
    const priced = await send('POST', `/cart/items/${a.objectID}`, { quantity: 2, price: 1 });
    expect(priced.status).toBe(422);
    expect(priced.body).toMatchObject({ code: 'unknownField' });
    expect(await everything()).toBe(before);
  });

  it('answers 404 for a product not in the cart, and unknown products; nothing changes', async () => {
    const [a, b] = paid;
    await toggleCart(a.objectID);
    const before = await everything();
    expect((await send('POST', `/cart/items/${b.objectID}`, { quantity: 2 })).status).toBe(404);
    expect((await send('DELETE', `/cart/items/${b.objectID}`)).status).toBe(404);
    for (const path of ['/cart/toggle', '/wish-list/toggle']) {
      const res = await send('POST', path, { objectID: NO_PRODUCT });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 'notFound', field: 'objectID' });
    }
    expect((await send('POST', '/cart/move-to-wish-list', { objectID: b.objectID })).status).toBe(
      404,
    );
    expect((await send('POST', '/wish-list/move-to-cart', { objectID: a.objectID })).status).toBe(
      404,
    );
    expect(await everything()).toBe(before);
  });

  it('refuses a price or any unknown field, malformed bodies and impossible ids; nothing changes', async () => {
    await toggleCart(paid[0].objectID);
    await toggleWish(paid[1].objectID);
    const before = await everything();
    for (const path of [
      '/cart/toggle',
      '/wish-list/toggle',
      '/cart/move-to-wish-list',
      '/wish-list/move-to-cart',
    ]) {
      const priced = await send('POST', path, { objectID: paid[2].objectID, price: 0.01 });
      expect(priced.status, path).toBe(422);
      expect(priced.body.code).toBe('unknownField');
      for (const objectID of ['5', 1.5, -1, 0, 2_147_483_648, null, 'x'.repeat(100_000)]) {
        const res = await send('POST', path, { objectID });
        expect(res.status, `${path} ${objectID}`).toBe(422);
        expect(res.body.field).toBe('objectID');
      }
      for (const { name, options } of malformedBodies) {
        const res = await ctx.api.request('POST', `${SHOP}${path}`, {
          token: ctx.editor,
          ...options,
        });
        expect(res.status, `${path} ${name}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${path} ${name}`).toBeLessThan(500);
      }
    }
    for (const id of impossibleIds) {
      expectImpossibleId(await send('POST', `/cart/items/${id}`, { quantity: 2 }), 'objectID');
      expectImpossibleId(await send('DELETE', `/cart/items/${id}`), 'objectID');
    }
    expect(await everything()).toBe(before);
  });

  it('toggles the wish list, newest first', async () => {
    const [a, b] = paid;
    expect((await toggleWish(a.objectID)).status).toBe(200);
    const res = await toggleWish(b.objectID);
    expect(res.status).toBe(200);
    expect(wishListReply.parse(res.body).items).toEqual([b, a]);
    expect((await basketOf()).wishList).toEqual([b.objectID, a.objectID]);
    const again = await toggleWish(b.objectID);
    expect(again.body.items).toEqual([a]);
  });

  it('moves between the cart and the wish list in one action, both ways', async () => {
    const [a, b] = paid;
    await toggleCart(a.objectID);
    await toggleCart(b.objectID);
    await toggleWish(b.objectID);
    let res = await send('POST', '/cart/move-to-wish-list', { objectID: a.objectID });
    expect(res.status).toBe(200);
    expect(basketReply.parse(res.body)).toMatchObject({
      cart: [{ objectID: b.objectID, quantity: 1 }],
      wishList: [a.objectID, b.objectID],
    });
    // b is in both: moving it to the wish list keeps it there once
    res = await send('POST', '/cart/move-to-wish-list', { objectID: b.objectID });
    expect(res.body).toMatchObject({ cart: [], wishList: [a.objectID, b.objectID], cartCount: 0 });
    const before = ctx.api.deps.now();
    res = await send('POST', '/wish-list/move-to-cart', { objectID: b.objectID });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      cart: [{ objectID: b.objectID, quantity: 1 }],
      wishList: [a.objectID],
    });
    const [line] = (await cartOf()).items;
    expect(line.discount_in_percentage).toBeGreaterThanOrEqual(4);
    expect(line.discount_in_percentage).toBeLessThanOrEqual(23);
    expect(line.offers_count).toBeGreaterThanOrEqual(1);
    expect(line.offers_count).toBeLessThanOrEqual(4);
    expect(line.delivery_date >= dayInUtc(before, 1)).toBe(true);
    expect(line.delivery_date <= dayInUtc(ctx.api.deps.now(), 10)).toBe(true);
    // in the cart already: its line stays as it is
    await toggleWish(b.objectID);
    await send('POST', `/cart/items/${b.objectID}`, { quantity: 4 });
    res = await send('POST', '/wish-list/move-to-cart', { objectID: b.objectID });
    expect(res.body).toMatchObject({ cart: [{ objectID: b.objectID, quantity: 4 }] });
  });

  it("keeps each person's basket: the editor's cart is not the admin's", async () => {
    const [a, b] = paid;
    await toggleCart(a.objectID);
    await toggleWish(b.objectID, admin);
    expect((await cartOf(admin)).items).toEqual([]);
    expect((await wishListOf()).items).toEqual([]);
    expect((await basketOf(admin)).wishList).toEqual([b.objectID]);
    // the admin's toggle of a adds it to the admin's cart, leaving the editor's
    await toggleCart(a.objectID, admin);
    expect((await cartOf()).items.map((item) => item.objectID)).toEqual([a.objectID]);
    expect((await cartOf(admin)).items.map((item) => item.objectID)).toEqual([a.objectID]);
    expect((await send('DELETE', `/cart/items/${a.objectID}`, undefined, otherEditor)).status).toBe(
      404,
    );
  });

  it('places the cart as an order: lines at the price of the time, totals, and an empty cart', async () => {
    const [a, b] = paid;
    await toggleCart(a.objectID);
    await toggleCart(b.objectID);
    await send('POST', `/cart/items/${b.objectID}`, { quantity: 2 });
    const cart = await cartOf();
    const before = ctx.api.deps.now();
    const res = await send('POST', '/orders', { address, payment: 'company-account' });
    expect(res.status).toBe(201);
    const { order } = orderReply.parse(res.body);
    expect(order.number).toMatch(/^SO-\d{4}-\d{6,}$/);
    const years = [before.getUTCFullYear(), ctx.api.deps.now().getUTCFullYear()];
    expect(years.map((year) => `SO-${year}-`)).toContain(order.number.slice(0, 8));
    expect(order.address).toEqual(address);
    expect(order.payment).toBe('company-account');
    expect(new Date(order.placedAt).getTime()).toBeGreaterThanOrEqual(before.getTime());
    expect(order.totals).toEqual(cart.totals);
    expect(order.lines).toEqual(
      cart.items.map((item) => {
        const unitPrice = toSatang(item.price);
        const discount = lineDiscount({ ...item, unitPrice });
        return {
          objectID: item.objectID,
          name: item.name,
          brand: item.brand,
          image: item.image,
          quantity: item.quantity,
          unitPrice,
          discount_in_percentage: item.discount_in_percentage,
          options: item.selectedOptions,
          discount,
          total: unitPrice * item.quantity - discount,
        };
      }),
    );
    expect((await cartOf()).items).toEqual([]);
    expect((await basketOf()).cartCount).toBe(0);

    // the owner and an admin read it; another editor does not find it
    const own = await send('GET', `/orders/${order.number}`);
    expect(own.status).toBe(200);
    expect(own.body).toEqual({ order });
    expect((await send('GET', `/orders/${order.number}`, undefined, admin)).body).toEqual({
      order,
    });
    const other = await send('GET', `/orders/${order.number}`, undefined, otherEditor);
    expect(other.status).toBe(404);
    expect(other.body.code).toBe('notFound');
    expect((await send('GET', '/orders', undefined, otherEditor)).body).toEqual({ orders: [] });

    // a second order is listed first
    await toggleCart(paid[2].objectID);
    const second = await send('POST', '/orders', { address, payment: 'cash-on-delivery' });
    expect(second.status).toBe(201);
    expect(second.body.order.number).not.toBe(order.number);
    const mine = ordersReply.parse((await send('GET', '/orders')).body).orders;
    expect(mine.slice(0, 2).map((o) => o.number)).toEqual([second.body.order.number, order.number]);
    expect(mine.every((o) => o.accountId === mine[0].accountId)).toBe(true);

    // every order for an admin with all=true; an editor may not ask
    const all = await send('GET', '/orders?all=true', undefined, admin);
    expect(all.status).toBe(200);
    expect(all.body.orders.map((o: { number: string }) => o.number)).toContain(order.number);
    expect((await send('GET', '/orders?all=true')).status).toBe(403);
    expect((await send('GET', '/orders?all=maybe')).status).toBe(422);
    expect((await send('GET', '/orders', undefined, admin)).body.orders).not.toContainEqual(order);
  });

  it('orders one cart once, and moves a product once, when asked twice at the same moment', async () => {
    const [a, b] = paid;
    await toggleCart(a.objectID);
    await toggleCart(b.objectID);
    const moves = await Promise.all(
      [1, 2].map(() => send('POST', '/cart/move-to-wish-list', { objectID: a.objectID })),
    );
    expect(moves.map((res) => res.status).sort()).toEqual([200, 404]);
    expect((await basketOf()).wishList).toEqual([a.objectID]);
    const before = ordersReply.parse((await send('GET', '/orders')).body).orders.length;
    const placed = await Promise.all(
      [1, 2].map(() => send('POST', '/orders', { address, payment: 'cash-on-delivery' })),
    );
    expect(placed.map((res) => res.status).sort()).toEqual([201, 409]);
    expect(ordersReply.parse((await send('GET', '/orders')).body).orders).toHaveLength(before + 1);
    expect((await cartOf()).items).toEqual([]);
  });

  it('refuses an order from an empty cart with 409 emptyCart', async () => {
    const before = (await send('GET', '/orders')).body;
    const res = await send('POST', '/orders', { address, payment: 'cash-on-delivery' });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('emptyCart');
    expect((await send('GET', '/orders')).body).toEqual(before);
  });

  it('names each wrong address field, and places nothing', async () => {
    await toggleCart(paid[0].objectID);
    const orders = (await send('GET', '/orders')).body;
    const cart = await everything();
    const wrong: [string, Record<string, unknown>][] = [
      ...['fullName', 'phone', 'line1', 'city', 'postalCode', 'country'].flatMap(
        (field): [string, Record<string, unknown>][] => [
          [field, { [field]: undefined }],
          [field, { [field]: '' }],
          [field, { [field]: 'x'.repeat(100_000) }],
          [field, { [field]: 42 }],
        ],
      ),
      ['line2', { line2: 'x'.repeat(201) }],
      ['province', { province: 7 }],
      ['phone', { phone: 'call me' }],
      ['phone', { phone: '12' }],
      ['phone', { phone: '1----2' }],
      ['phone', { phone: '1234567890123456' }],
      ['postalCode', { postalCode: '1011' }],
      ['postalCode', { postalCode: '10110-1' }],
      ['postalCode', { postalCode: 'SW1A 1AA' }],
      ['postalCode', { postalCode: '#', country: 'GB' }],
      ['country', { country: 'tha' }],
      ['country', { country: 'th' }],
      ['fullName', { fullName: 'a\u0000b' }],
    ];
    for (const [field, change] of wrong) {
      const res = await send('POST', '/orders', {
        address: { ...address, ...change },
        payment: 'cash-on-delivery',
      });
      expect(res.status, `${field} ${JSON.stringify(change).slice(0, 60)}`).toBe(422);
      expect(res.body.field).toBe(`address.${field}`);
    }
    const abroad = { ...address, postalCode: 'SW1A 1AA', country: 'GB' };
    for (const body of [
      { address, payment: 'card' },
      { address, payment: 'cash-on-delivery', cardNumber: '4111111111111111' },
      { address: { ...address, price: 1 }, payment: 'cash-on-delivery' },
      { address },
      { payment: 'cash-on-delivery' },
    ]) {
      const res = await send('POST', '/orders', body);
      expect(res.status).toBe(422);
    }
    for (const { name, options } of malformedBodies) {
      const res = await ctx.api.request('POST', `${SHOP}/orders`, {
        token: ctx.editor,
        ...options,
      });
      expect(res.status, name).toBeGreaterThanOrEqual(400);
      expect(res.status, name).toBeLessThan(500);
    }
    expect((await send('GET', '/orders')).body).toEqual(orders);
    expect(await everything()).toBe(cart);
    // abroad, a general postal code; line2 and province may be left out
    const { line2: _l, province: _p, ...required } = abroad;
    const placed = await send('POST', '/orders', {
      address: required,
      payment: 'cash-on-delivery',
    });
    expect(placed.status).toBe(201);
    expect(placed.body.order.address).toEqual(required);
  });

  it('answers 422 for a malformed order number and 404 for an unknown one', async () => {
    for (const number of ['abc', 'SO-26-1', 'SO-2026-1', '1', 'x'.repeat(5_000)]) {
      const res = await send('GET', `/orders/${number}`);
      expect(res.status, number).toBe(422);
      expect(res.body.field).toBe('number');
    }
    expect((await send('GET', '/orders/SO-2026-999999')).status).toBe(404);
  });

  it('seeds the demo accounts once, a past order each; two seedings at once seed once', async () => {
    const { stores } = ctx.api.deps;
    for (const token of [ctx.editor, admin]) {
      const { orders } = ordersReply.parse((await send('GET', '/orders', undefined, token)).body);
      const sample = orders.at(-1)!;
      expect(sample.payment).toBe('company-account');
      expect(sample.lines).toHaveLength(2);
      expect(sample.totals.total).toBe(
        sample.totals.subtotal - sample.totals.discount + sample.totals.delivery,
      );
      expect(new Date(sample.placedAt).getTime()).toBeLessThan(ctx.api.deps.now().getTime());
    }
    // a new start: the demo accounts have orders, so nothing comes back into their carts
    await seedDemoBaskets(stores.orders, stores.shop, stores.auth, ctx.api.deps.now());
    expect((await cartOf()).items).toEqual([]);
    expect((await wishListOf(admin)).items).toEqual([]);
    const fresh = await newEditor(`fresh-${kind}@test.invalid`);
    const sample = {
      cart: [
        {
          objectID: paid[0].objectID,
          quantity: 1,
          discount_in_percentage: 4,
          offers_count: 1,
          delivery_date: dayInUtc(ctx.api.deps.now(), 2),
          options: {},
        },
      ],
      wishList: [paid[1].objectID],
      orders: [],
      at: ctx.api.deps.now(),
    };
    const seeded = await Promise.all([
      stores.orders.seedBasket(fresh.id, sample),
      stores.orders.seedBasket(fresh.id, sample),
    ]);
    expect(seeded.filter(Boolean)).toHaveLength(1);
    const token = await ctx.api.tokenFor('editor', fresh.id);
    expect(await basketOf(token)).toMatchObject({
      cart: [{ objectID: paid[0].objectID, quantity: 1 }],
      wishList: [paid[1].objectID],
    });
  });

  describe('options', () => {
    /** 5546604, the tape dispenser: Colour Red/Black/Blue, Size 48 mm/72 mm */
    const DISPENSER = 5546604;
    const plain = () => paid.find((product) => product.options.length === 0)!;
    const lineOf = async (objectID: number) =>
      (await cartOf()).items.find((item) => item.objectID === objectID)!;

    it('stores the chosen options, the rest their first values; {} without options', async () => {
      const res = await send('POST', '/cart/toggle', {
        objectID: DISPENSER,
        options: { Colour: 'Blue' },
      });
      expect(res.status).toBe(200);
      expect((await lineOf(DISPENSER)).selectedOptions).toEqual({ Colour: 'Blue', Size: '48 mm' });
      // in the product's order, whatever order a store keeps the keys in (jsonb has its own)
      expect(Object.keys((await lineOf(DISPENSER)).selectedOptions)).toEqual(['Colour', 'Size']);
      expect((await toggleCart(plain().objectID)).status).toBe(200);
      expect((await lineOf(plain().objectID)).selectedOptions).toEqual({});
      expect((await basketOf()).cart).toEqual([
        { objectID: DISPENSER, quantity: 1, options: { Colour: 'Blue', Size: '48 mm' } },
        { objectID: plain().objectID, quantity: 1, options: {} },
      ]);
      // without options: the first values
      await toggleCart(DISPENSER);
      await toggleCart(DISPENSER);
      expect((await lineOf(DISPENSER)).selectedOptions).toEqual({ Colour: 'Red', Size: '48 mm' });
    });

    it('refuses an option the product lacks or a value it does not offer: 422 naming it', async () => {
      await send('POST', '/cart/toggle', { objectID: DISPENSER, options: { Size: '72 mm' } });
      const before = await everything();
      const wrong: [string, unknown, number, string][] = [
        [
          '/cart/toggle',
          { objectID: plain().objectID, options: { Colour: 'Blue' } },
          422,
          'options.Colour',
        ],
        [
          '/cart/toggle',
          { objectID: DISPENSER, options: { Colour: 'Green' } },
          422,
          'options.Colour',
        ],
        [
          '/cart/toggle',
          { objectID: DISPENSER, options: { Flavour: 'Mint' } },
          422,
          'options.Flavour',
        ],
        ['/cart/toggle', { objectID: DISPENSER, options: { Colour: 3 } }, 422, 'options.Colour'],
        ['/cart/toggle', { objectID: DISPENSER, options: ['Blue'] }, 422, 'options'],
        [`/cart/items/${DISPENSER}`, { options: { Size: '96 mm' } }, 422, 'options.Size'],
        [`/cart/items/${DISPENSER}`, { options: { size: '72 mm' } }, 422, 'options.size'],
        [`/cart/items/${DISPENSER}`, {}, 422, 'quantity'],
        [
          `/cart/items/${DISPENSER}`,
          { options: { Colour: 'x'.repeat(100_000) } },
          422,
          'options.Colour',
        ],
        [`/cart/items/${plain().objectID}`, { options: {} }, 404, 'objectID'],
      ];
      for (const [path, body, status, field] of wrong) {
        const res = await send('POST', path, body);
        expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(status);
        expect(res.body.field, JSON.stringify(body).slice(0, 80)).toBe(field);
      }
      expect(await everything()).toBe(before);
    });

    it('merges a change into the line and keeps the quantity; both at once', async () => {
      await send('POST', '/cart/toggle', {
        objectID: DISPENSER,
        options: { Colour: 'Blue', Size: '72 mm' },
      });
      const res = await send('POST', `/cart/items/${DISPENSER}`, { options: { Colour: 'Black' } });
      expect(res.status).toBe(200);
      expect((res.body as CartReply).items[0]).toMatchObject({
        quantity: 1,
        selectedOptions: { Colour: 'Black', Size: '72 mm' },
      });
      const both = await send('POST', `/cart/items/${DISPENSER}`, {
        quantity: 3,
        options: { Size: '48 mm' },
      });
      expect((both.body as CartReply).items[0]).toMatchObject({
        quantity: 3,
        selectedOptions: { Colour: 'Black', Size: '48 mm' },
      });
    });

    it('moves into the cart with the first values, and the order line keeps the options', async () => {
      await toggleWish(DISPENSER);
      expect((await send('POST', '/wish-list/move-to-cart', { objectID: DISPENSER })).status).toBe(
        200,
      );
      expect((await lineOf(DISPENSER)).selectedOptions).toEqual({ Colour: 'Red', Size: '48 mm' });
      await send('POST', `/cart/items/${DISPENSER}`, {
        options: { Colour: 'Blue', Size: '72 mm' },
      });
      await toggleCart(plain().objectID);
      const res = await send('POST', '/orders', { address, payment: 'company-account' });
      expect(res.status).toBe(201);
      const { order } = orderReply.parse(res.body);
      expect(order.lines.map((line) => [line.objectID, line.options])).toEqual([
        [DISPENSER, { Colour: 'Blue', Size: '72 mm' }],
        [plain().objectID, {}],
      ]);
      expect((await send('GET', `/orders/${order.number}`)).body).toEqual({ order });
      const read = orderReply.parse((await send('GET', `/orders/${order.number}`)).body).order;
      expect(Object.keys(read.lines[0].options)).toEqual(['Colour', 'Size']);
      expect(Object.keys(order.lines[0].options)).toEqual(['Colour', 'Size']);
    });
  });

  it('lets in staff only', async () => {
    const customer = await ctx.api.tokenFor('public');
    expect((await send('GET', '/cart', undefined, customer)).status).toBe(403);
    expect(
      (await send('POST', '/cart/toggle', { objectID: paid[0].objectID }, customer)).status,
    ).toBe(403);
    expect((await ctx.api.request('GET', `${SHOP}/basket`)).status).toBe(401);
  });
});
