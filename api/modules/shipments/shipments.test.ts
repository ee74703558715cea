import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApi } from '../../app';
import { dispatchedOrdersReply } from '../demo/contract';
import {
  PRIVATE_SHIPMENT_FIELDS,
  TRACKING_LOOKUPS_PER_MINUTE,
  shipmentListReply,
  shipmentSchema,
  trackingReply,
  type Shipment,
  type ShipmentInput,
} from './contract';
import {
  TRACKING_ALPHABET,
  checkTrackingNumber,
  formatTrackingNumber,
  makeTrackingNumber,
} from './contract-tracking-number';
import { PUBLIC_AUDIENCE, type LiveEvent } from '../../platform/live';
import { SAMPLE_TRACKING_NUMBER, shipmentsSeed } from './seed';
import { SAMPLE_COMPANY_IDS } from '../companies/seed';
import { LIVE_HEARTBEAT_MS } from '../../platform/event-stream';
import { TRACKING_STREAM_MS } from './routes';
import { testClock } from '../../test/clock';
import { eventStreamReader as reader, frameData as data } from '../../test/event-stream-reader';
import {
  createTestApi,
  expectImpossibleId,
  impossibleIds,
  malformedBodies,
  storeKinds,
  type RequestOptions,
  type TestApi,
} from '../../test/harness';

const BASE = '/api/apps/shipments';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** every key and every string value of a reply, however deep */
function keysAndValues(value: unknown, found = { keys: [] as string[], values: [] as string[] }) {
  if (typeof value === 'string') found.values.push(value);
  else if (Array.isArray(value)) value.forEach((item) => keysAndValues(item, found));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      found.keys.push(key);
      keysAndValues(item, found);
    }
  }
  return found;
}

/** the same number with one character changed (to the next of the alphabet) at `index` */
const changedAt = (number: string, index: number) => {
  const next =
    TRACKING_ALPHABET[(TRACKING_ALPHABET.indexOf(number[index]) + 1) % TRACKING_ALPHABET.length];
  return `${number.slice(0, index)}${next}${number.slice(index + 1)}`;
};

describe.each(storeKinds())('shipments (%s store)', (kind) => {
  let api: TestApi;
  let app: ReturnType<typeof createApi>;
  let editor: string;
  let admin: string;
  let operatorId: number;
  /** the API's clock: the test clock, moved on by `later` (the rate limit's window) */
  let offset = 0;
  let visitor = 0;
  const now = () => new Date(testClock().getTime() + offset);

  beforeAll(async () => {
    api = await createTestApi(kind, { now });
    app = createApi(api.deps);
    editor = await api.tokenFor('editor');
    admin = await api.tokenFor('admin');
    operatorId = (await api.deps.stores.auth.findUserByEmail('editor@demo.com'))!.id;
  });
  afterAll(() => api.close());

  const staff = (method: string, path: string, options: RequestOptions = {}) =>
    api.request(method, `${BASE}${path}`, { token: editor, ...options });
  /** a public look-up, each from its own address unless one is given (the limit counts per address) */
  const track = (number: string, from = `203.0.113.${++visitor}`) =>
    api.request('GET', `/api/track/${encodeURIComponent(number)}`, {
      headers: { 'x-test-client-address': from },
    });
  const openStream = (number: string, from = `198.51.100.${++visitor}`) =>
    app.request(`/api/track/${encodeURIComponent(number)}/events`, {
      headers: { 'x-test-client-address': from },
    });

  const input = (changes: Partial<ShipmentInput> = {}): ShipmentInput => ({
    mode: 'road',
    origin: { name: 'Lat Krabang ICD', country: 'TH', lat: 13.724, lng: 100.786 },
    destination: { name: 'Chiang Mai', country: 'TH', lat: 18.7883, lng: 98.9853 },
    shipper: {
      name: 'Test Shipper Co., Ltd.',
      contactName: 'Wanida P.',
      phone: '+66 2 555 0100',
      email: 'ship@shipper.example',
    },
    consignee: {
      name: 'Test Consignee Ltd.',
      contactName: 'Krit S.',
      phone: '+66 53 555 0200',
      email: 'recv@consignee.example',
    },
    cargo: {
      description: 'Secret prototype parts',
      pieces: 12,
      weightKg: 840.5,
      containers: 0,
      valueBaht: 1_234_567,
    },
    operatorId,
    plannedDeparture: new Date(now().getTime() + DAY).toISOString(),
    estimatedArrival: new Date(now().getTime() + 3 * DAY).toISOString(),
    ...changes,
  });
  const create = async (changes: Partial<ShipmentInput> = {}): Promise<Shipment> => {
    const res = await staff('POST', '', { body: { shipment: input(changes) } });
    expect(res.status).toBe(201);
    return res.body;
  };
  const addEvent = (id: number, event: Record<string, unknown>) =>
    staff('POST', `/${id}/events`, { body: { event } });
  const total = async () => (await staff('GET', '?perPage=50')).body.total as number;

  describe('the staff list', () => {
    it('lists the sample shipments, newest booking first, 10 a page by default', async () => {
      const res = await staff('GET', '');
      expect(res.status).toBe(200);
      const reply = shipmentListReply.parse(res.body);
      expect(reply.total).toBeGreaterThanOrEqual(30);
      expect(reply).toMatchObject({ page: 1, perPage: 10 });
      expect(reply.items).toHaveLength(10);
      const booked = reply.items.map((item) => Date.parse(item.bookedAt));
      expect(booked).toEqual([...booked].sort((a, b) => b - a));
      for (const item of reply.items) {
        expect(item.status).toBe(item.lastEvent.status);
        expect(checkTrackingNumber(item.trackingNumber)).toBe('valid');
      }
    });

    it('pages: the pages together hold every shipment once', async () => {
      const all = (await staff('GET', '?perPage=50')).body;
      const pages = await Promise.all(
        [1, 2, 3, 4].map((page) => staff('GET', `?perPage=10&page=${page}`)),
      );
      const ids = pages.flatMap((page) => page.body.items.map((item: Shipment) => item.id));
      expect(ids).toEqual(all.items.slice(0, 40).map((item: Shipment) => item.id));
      expect((await staff('GET', '?page=999')).body.items).toEqual([]);
    });

    it('covers every mode and status in the samples, and lists the canceled ones apart', async () => {
      const all: Shipment[] = (await staff('GET', '?perPage=50')).body.items;
      expect(new Set(all.map((item) => item.mode))).toEqual(
        new Set(['sea', 'air', 'road', 'cross-border']),
      );
      expect(new Set(all.map((item) => item.status)).size).toBe(9);
      const canceled = (await staff('GET', '?status=canceled&perPage=50')).body;
      expect(canceled.total).toBeGreaterThanOrEqual(2);
      expect(canceled.items.every((item: Shipment) => item.canceledAt !== null)).toBe(true);
      const inTransit = (await staff('GET', '?status=in-transit&perPage=50')).body
        .items as Shipment[];
      expect(inTransit.length).toBeGreaterThan(0);
      expect(
        inTransit.every((item) => item.status === 'in-transit' && item.canceledAt === null),
      ).toBe(true);
      const air = (await staff('GET', '?mode=air&perPage=50')).body.items as Shipment[];
      expect(air.length).toBeGreaterThan(0);
      expect(air.every((item) => item.mode === 'air')).toBe(true);
    });

    it('searches the tracking number (spaces ignored), places, parties and cargo', async () => {
      const byNumber = (
        await staff(
          'GET',
          `?q=${encodeURIComponent(formatTrackingNumber(SAMPLE_TRACKING_NUMBER).toLowerCase())}`,
        )
      ).body;
      expect(byNumber.items.map((item: Shipment) => item.trackingNumber)).toEqual([
        SAMPLE_TRACKING_NUMBER,
      ]);
      const rotterdam = (await staff('GET', '?q=rotterdam&perPage=50')).body.items as Shipment[];
      expect(rotterdam.length).toBeGreaterThan(0);
      expect(
        rotterdam.every((item) =>
          JSON.stringify([item.origin, item.destination, item.shipper, item.consignee, item.cargo])
            .toLowerCase()
            .includes('rotterdam'),
        ),
      ).toBe(true);
      expect((await staff('GET', '?q=jasmine%20rice')).body.total).toBeGreaterThan(0);
      expect((await staff('GET', '?q=%25_%5C')).body.total).toBe(0);
    });

    it('sorts by departure, arrival and tracking number', async () => {
      for (const [sort, field, direction] of [
        ['departure-asc', 'plannedDeparture', 1],
        ['departure-desc', 'plannedDeparture', -1],
        ['arrival-asc', 'estimatedArrival', 1],
        ['arrival-desc', 'estimatedArrival', -1],
      ] as const) {
        const values = (await staff('GET', `?sort=${sort}&perPage=50`)).body.items.map(
          (item: Shipment) => Date.parse(item[field]),
        );
        expect(values, sort).toEqual(
          [...values].sort((a: number, b: number) => direction * (a - b)),
        );
      }
      const numbers = (await staff('GET', '?sort=tracking-asc&perPage=50')).body.items.map(
        (item: Shipment) => item.trackingNumber,
      );
      expect(numbers).toEqual([...numbers].sort());
    });

    it('refuses a malformed query with a 422 naming the parameter', async () => {
      for (const [query, field] of [
        ['perPage=7', 'perPage'],
        ['page=0', 'page'],
        ['sort=newest', 'sort'],
        ['status=lost', 'status'],
        ['mode=rail', 'mode'],
        [`q=${'x'.repeat(101)}`, 'q'],
      ]) {
        const res = await staff('GET', `?${query}`);
        expect(res.status, query).toBe(422);
        expect(res.body.field, query).toBe(field);
      }
    });

    it('is for staff: 401 without a token, 403 for a customer', async () => {
      expect((await api.request('GET', BASE)).status).toBe(401);
      expect((await api.request('GET', BASE, { token: await api.tokenFor('public') })).status).toBe(
        403,
      );
    });
  });

  describe('create, change, cancel, delete', () => {
    it('creates a shipment booked now, with a valid tracking number and one event booked at the origin', async () => {
      const before = await total();
      const shipment = shipmentSchema.parse(await create());
      expect(checkTrackingNumber(shipment.trackingNumber)).toBe('valid');
      expect(shipment).toMatchObject({
        status: 'booked',
        progress: 0,
        canceledAt: null,
        operator: { id: operatorId, name: 'Tomás Reyes' },
        cargo: { valueBaht: 1_234_567 },
      });
      expect(Math.abs(Date.parse(shipment.bookedAt) - now().getTime())).toBeLessThan(60_000);
      expect(shipment.events).toHaveLength(1);
      expect(shipment.events[0]).toMatchObject({
        status: 'booked',
        place: 'Lat Krabang ICD',
        at: shipment.bookedAt,
      });
      expect(await total()).toBe(before + 1);
      expect((await staff('GET', `/${shipment.id}`)).body).toEqual(shipment);
    });

    it('refuses bad bodies with a 4xx naming the field, and stores nothing', async () => {
      const before = await total();
      for (const { name, options } of malformedBodies) {
        const res = await staff('POST', '', options);
        expect(res.status, name).toBeGreaterThanOrEqual(400);
        expect(res.status, name).toBeLessThan(500);
      }
      const cases: [Record<string, unknown>, string][] = [
        [{ mode: 'rail' }, 'shipment.mode'],
        [{ cargo: { ...input().cargo, pieces: '3' } }, 'shipment.cargo.pieces'],
        [
          { cargo: { ...input().cargo, description: 'x'.repeat(100_000) } },
          'shipment.cargo.description',
        ],
        [{ origin: { ...input().origin, country: 'Thailand' } }, 'shipment.origin.country'],
        [{ origin: { ...input().origin, lat: 91 } }, 'shipment.origin.lat'],
        [{ shipper: { ...input().shipper, email: 'not-an-email' } }, 'shipment.shipper.email'],
        [{ plannedDeparture: 'tomorrow' }, 'shipment.plannedDeparture'],
        [{ operatorId: 1.5 }, 'shipment.operatorId'],
        [{ extra: true }, 'shipment'],
      ];
      for (const [change, field] of cases) {
        const res = await staff('POST', '', { body: { shipment: { ...input(), ...change } } });
        expect(res.status, field).toBe(422);
        expect(res.body.field, field).toBe(field);
      }
      const { cargo: _missing, ...withoutCargo } = input();
      expect((await staff('POST', '', { body: { shipment: withoutCargo } })).body.field).toBe(
        'shipment.cargo',
      );
      expect(await total()).toBe(before);
    });

    it('refuses an arrival not after the departure (422 endBeforeStart) and an operator who is not staff (404)', async () => {
      const before = await total();
      const departure = input().plannedDeparture;
      const early = await staff('POST', '', {
        body: { shipment: input({ estimatedArrival: departure }) },
      });
      expect(early.status).toBe(422);
      expect(early.body).toMatchObject({
        code: 'endBeforeStart',
        field: 'shipment.estimatedArrival',
      });
      const customerId =
        (await api.deps.stores.auth.findUserByEmail('customer@test.example'))?.id ?? 3;
      for (const id of [customerId, 2_000_000]) {
        const res = await staff('POST', '', { body: { shipment: input({ operatorId: id }) } });
        expect(res.status).toBe(404);
        expect(res.body).toMatchObject({ code: 'notFound', field: 'shipment.operatorId' });
      }
      expect(await total()).toBe(before);
    });

    it('merges a change; checks the merged dates (422 endBeforeStart); unknown 404; impossible id 422', async () => {
      const shipment = await create();
      const res = await staff('PATCH', `/${shipment.id}`, {
        body: {
          shipment: {
            mode: 'cross-border',
            destination: { name: 'Vientiane', country: 'LA', lat: 17.97, lng: 102.6 },
          },
        },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        mode: 'cross-border',
        destination: { country: 'LA' },
        origin: shipment.origin,
        cargo: shipment.cargo,
      });
      // only the arrival given, before the stored departure
      const early = new Date(Date.parse(shipment.plannedDeparture) - HOUR).toISOString();
      const merged = await staff('PATCH', `/${shipment.id}`, {
        body: { shipment: { estimatedArrival: early } },
      });
      expect(merged.status).toBe(422);
      expect(merged.body).toMatchObject({
        code: 'endBeforeStart',
        field: 'shipment.estimatedArrival',
      });
      expect((await staff('GET', `/${shipment.id}`)).body.estimatedArrival).toBe(
        shipment.estimatedArrival,
      );
      expect(
        (await staff('PATCH', `/${shipment.id}`, { body: { shipment: { operatorId: 2_000_000 } } }))
          .status,
      ).toBe(404);
      for (const { name, options } of malformedBodies) {
        const bad = await staff('PATCH', `/${shipment.id}`, options);
        expect(bad.status, name).toBeGreaterThanOrEqual(400);
        expect(bad.status, name).toBeLessThan(500);
      }
      expect(
        (await staff('PATCH', '/2000000', { body: { shipment: { mode: 'air' } } })).status,
      ).toBe(404);
      for (const id of impossibleIds) {
        expectImpossibleId(await staff('PATCH', `/${id}`, { body: { shipment: { mode: 'air' } } }));
        expectImpossibleId(await staff('GET', `/${id}`));
      }
      expect((await staff('GET', '/2000000')).status).toBe(404);
    });

    it('cancels once (then 409 shipmentCanceled), and a canceled shipment takes no change or event', async () => {
      const shipment = await create();
      const canceled = await staff('POST', `/${shipment.id}/cancel`);
      expect(canceled.status).toBe(200);
      expect(canceled.body.canceledAt).not.toBeNull();
      const again = await staff('POST', `/${shipment.id}/cancel`);
      expect(again.status).toBe(409);
      expect(again.body.code).toBe('shipmentCanceled');
      expect(
        (await staff('PATCH', `/${shipment.id}`, { body: { shipment: { mode: 'air' } } })).body
          .code,
      ).toBe('shipmentCanceled');
      const event = await addEvent(shipment.id, {
        at: now().toISOString(),
        status: 'picked-up',
        place: 'Bangkok',
      });
      expect(event.status).toBe(409);
      expect((await staff('GET', `/${shipment.id}`)).body).toEqual(canceled.body);
      expect((await staff('POST', '/2000000/cancel')).status).toBe(404);
    });

    it('deletes for an admin only (403 for an editor), then 404', async () => {
      const shipment = await create();
      expect((await staff('DELETE', `/${shipment.id}`)).status).toBe(403);
      expect((await staff('GET', `/${shipment.id}`)).status).toBe(200);
      const res = await staff('DELETE', `/${shipment.id}`, { token: admin });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ok: true });
      expect((await staff('GET', `/${shipment.id}`)).status).toBe(404);
      expect((await staff('DELETE', `/${shipment.id}`, { token: admin })).status).toBe(404);
      expect((await track(shipment.trackingNumber)).status).toBe(404);
    });
  });

  describe('events', () => {
    it('adds an event: 201, the status becomes the latest event’s (by time, not by order of adding)', async () => {
      const shipment = await create();
      const booked = Date.parse(shipment.bookedAt);
      const later = new Date(booked + 30 * 60_000).toISOString();
      const res = await addEvent(shipment.id, {
        at: later,
        status: 'in-transit',
        place: 'Nakhon Sawan',
        note: 'On the way',
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ status: 'in-transit', progress: 45 });
      // an event dated earlier, added after: the timeline in order, the status still the latest's
      const earlier = new Date(booked + 10 * 60_000).toISOString();
      const second = await addEvent(shipment.id, {
        at: earlier,
        status: 'picked-up',
        place: 'Lat Krabang ICD',
      });
      expect(second.status).toBe(201);
      expect(second.body.status).toBe('in-transit');
      expect(second.body.events.map((event: { status: string }) => event.status)).toEqual([
        'booked',
        'picked-up',
        'in-transit',
      ]);
      expect(second.body.events[1].note).toBe('');
      const list = (await staff('GET', `?q=${shipment.trackingNumber}`)).body.items[0];
      expect(list).toMatchObject({
        status: 'in-transit',
        lastEvent: { status: 'in-transit', place: 'Nakhon Sawan' },
      });
      const filtered = (await staff('GET', `?status=in-transit&q=${shipment.trackingNumber}`)).body;
      expect(filtered.total).toBe(1);
    });

    it('refuses an event before the booking (beforeBooking), over an hour ahead (inFuture), bad bodies; nothing changes', async () => {
      const shipment = await create();
      const before = await addEvent(shipment.id, {
        at: new Date(Date.parse(shipment.bookedAt) - 60_000).toISOString(),
        status: 'picked-up',
        place: 'X',
      });
      expect(before.status).toBe(422);
      expect(before.body).toMatchObject({ code: 'beforeBooking', field: 'event.at' });
      const ahead = await addEvent(shipment.id, {
        at: new Date(now().getTime() + 2 * HOUR).toISOString(),
        status: 'picked-up',
        place: 'X',
      });
      expect(ahead.status).toBe(422);
      expect(ahead.body).toMatchObject({ code: 'inFuture', field: 'event.at' });
      // within the hour's slack: allowed
      expect(
        (
          await addEvent(shipment.id, {
            at: new Date(now().getTime() + 30 * 60_000).toISOString(),
            status: 'picked-up',
            place: 'Y',
          })
        ).status,
      ).toBe(201);
      for (const [event, field] of [
        [{ at: now().toISOString(), status: 'lost', place: 'X' }, 'event.status'],
        [{ at: now().toISOString(), status: 'delivered', place: '' }, 'event.place'],
        [{ at: now().toISOString(), status: 'delivered', place: 'x'.repeat(121) }, 'event.place'],
        [
          { at: now().toISOString(), status: 'delivered', place: 'X', note: 'x'.repeat(501) },
          'event.note',
        ],
        [{ at: 'yesterday', status: 'delivered', place: 'X' }, 'event.at'],
        [{ at: now().toISOString(), status: 'delivered', place: 'X', extra: 1 }, 'event'],
      ] as const) {
        const res = await addEvent(shipment.id, event);
        expect(res.status, field).toBe(422);
        expect(res.body.field, field).toBe(field);
      }
      for (const { name, options } of malformedBodies) {
        const bad = await staff('POST', `/${shipment.id}/events`, options);
        expect(bad.status, name).toBeGreaterThanOrEqual(400);
        expect(bad.status, name).toBeLessThan(500);
      }
      expect((await staff('GET', `/${shipment.id}`)).body.events).toHaveLength(2);
      expect(
        (await addEvent(2_000_000, { at: now().toISOString(), status: 'delivered', place: 'X' }))
          .status,
      ).toBe(404);
    });

    it('tells signed-in staff and the public streams of each change, each what they may know', async () => {
      const shipment = await create();
      const staffEvents: LiveEvent[] = [];
      const publicEvents: LiveEvent[] = [];
      const stopStaff = api.deps.live.subscribe(operatorId, (event) => staffEvents.push(event));
      const stopPublic = api.deps.live.subscribe(PUBLIC_AUDIENCE, (event) =>
        publicEvents.push(event),
      );
      await addEvent(shipment.id, { at: now().toISOString(), status: 'picked-up', place: 'X' });
      await new Promise((resolve) => setTimeout(resolve, kind === 'postgres' ? 300 : 0));
      stopStaff();
      stopPublic();
      const changed = { type: 'shipment.changed', trackingNumber: shipment.trackingNumber };
      expect(staffEvents).toContainEqual({ ...changed, id: shipment.id });
      // 'everyone' (signed-in readers) does not reach the public audience
      expect(publicEvents).toEqual([changed]);
    });
  });

  describe('public tracking', () => {
    const publicReplies: unknown[] = [];
    const lookUp = async (number: string) => {
      const res = await track(number);
      publicReplies.push(res.body);
      return res;
    };

    it('answers the public view of a number, without an account, not to be cached', async () => {
      const res = await lookUp(SAMPLE_TRACKING_NUMBER);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const reply = trackingReply.parse(res.body);
      expect(reply).toMatchObject({
        trackingNumber: SAMPLE_TRACKING_NUMBER,
        mode: 'sea',
        canceled: false,
        origin: { name: 'Laem Chabang Port' },
      });
      expect(reply.events.length).toBeGreaterThan(1);
      expect(reply.status).toBe(reply.events.at(-1)!.status);
      // as a person types it: lower case, spaces and hyphens
      const typed = formatTrackingNumber(SAMPLE_TRACKING_NUMBER).toLowerCase().replace(' ', '-');
      expect((await lookUp(typed)).body).toEqual(res.body);
    });

    it('says 404 for a well-formed number nobody has, 422 invalidFormat for a wrong shape', async () => {
      const unknown = makeTrackingNumber(Uint32Array.from({ length: 10 }, (_, i) => i * 7));
      const res = await lookUp(unknown);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 'notFound', field: 'number' });
      expect(res.headers.get('cache-control')).toBe('no-store');
      for (const number of [
        'FT123',
        'XX3CXWYF9ZQKN',
        `${SAMPLE_TRACKING_NUMBER}2`,
        'FT0CXWYF9ZQKN',
        'x'.repeat(100),
        '%00',
      ]) {
        const bad = await lookUp(number);
        expect(bad.status, number).toBe(422);
        // a number far too long is refused by its length
        const code = number.length > 39 ? 'tooLong' : 'invalidFormat';
        expect(bad.body, number).toMatchObject({ code, field: 'number' });
      }
    });

    it('says 422 mistypedNumber for one character changed and for two neighbours swapped', async () => {
      const changed = changedAt(SAMPLE_TRACKING_NUMBER, 5);
      const swapped = `${SAMPLE_TRACKING_NUMBER.slice(0, 4)}${SAMPLE_TRACKING_NUMBER[5]}${SAMPLE_TRACKING_NUMBER[4]}${SAMPLE_TRACKING_NUMBER.slice(6)}`;
      expect(swapped).not.toBe(SAMPLE_TRACKING_NUMBER);
      for (const number of [changed, swapped]) {
        const res = await lookUp(number);
        expect(res.status, number).toBe(422);
        expect(res.body, number).toMatchObject({ code: 'mistypedNumber', field: 'number' });
        expect(res.headers.get('cache-control')).toBe('no-store');
      }
    });

    it('streams shipment.changed for its own number only, and nothing private', async () => {
      const mine = await create();
      const other = await create();
      const res = await openStream(mine.trackingNumber);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(res.headers.get('cache-control')).toBe('no-store, no-transform');
      const stream = reader(res);
      expect(await stream.next()).toMatch(/^retry: /);
      const ready = await stream.next();
      expect(ready).toMatch(/^event: ready\n/);
      // the shipment's last change as the stream began, to compare with the page's
      expect(data(ready)).toMatchObject({ updatedAt: mine.updatedAt });
      publicReplies.push(data(ready));
      await addEvent(other.id, {
        at: now().toISOString(),
        status: 'picked-up',
        place: 'Elsewhere',
      });
      await addEvent(mine.id, {
        at: now().toISOString(),
        status: 'picked-up',
        place: 'Lat Krabang ICD',
      });
      const frame = await stream.next();
      expect(data(frame)).toEqual({
        type: 'shipment.changed',
        trackingNumber: mine.trackingNumber,
      });
      publicReplies.push(data(frame));
      await staff('POST', `/${other.id}/cancel`);
      await staff('PATCH', `/${mine.id}`, { body: { shipment: { mode: 'air' } } });
      const second = await stream.next();
      expect(second).toMatch(/^id: 2\n/);
      expect(data(second)).toEqual({
        type: 'shipment.changed',
        trackingNumber: mine.trackingNumber,
      });
      await stream.cancel();
      // a stream of a mistyped number is refused before anything is read
      const mistyped = await openStream(changedAt(mine.trackingNumber, 3));
      expect(mistyped.status).toBe(422);
      publicReplies.push(await mistyped.json());
      publicReplies.push((await lookUp(mine.trackingNumber)).body);
    });

    it('keeps a stream alive with heartbeats and ends it after 30 minutes (the page reconnects)', async () => {
      vi.useFakeTimers({ toFake: ['setInterval', 'setTimeout'] });
      try {
        const stream = reader(await openStream(SAMPLE_TRACKING_NUMBER));
        await stream.next();
        await stream.next();
        await vi.advanceTimersByTimeAsync(LIVE_HEARTBEAT_MS);
        expect(await stream.next()).toBe(': heartbeat');
        await vi.advanceTimersByTimeAsync(TRACKING_STREAM_MS);
        let frame = await stream.next();
        while (frame === ': heartbeat') frame = await stream.next();
        expect(frame).toBeNull();
      } finally {
        vi.useRealTimers();
      }
    });

    it('never sends a private field or value in any public reply', async () => {
      const shipment = await create();
      publicReplies.push((await lookUp(shipment.trackingNumber)).body);
      const sample = (await staff('GET', `?q=${SAMPLE_TRACKING_NUMBER}`)).body.items[0] as Shipment;
      const privateValues = [shipment, sample].flatMap((s) => [
        s.shipper.name,
        s.shipper.contactName,
        s.shipper.phone,
        s.shipper.email,
        s.consignee.name,
        s.consignee.email,
        s.cargo.description,
        s.operator!.name,
      ]);
      expect(publicReplies.length).toBeGreaterThanOrEqual(12);
      const { keys, values } = keysAndValues(publicReplies);
      for (const field of PRIVATE_SHIPMENT_FIELDS) expect(keys, field).not.toContain(field);
      for (const value of privateValues) expect(values, value).not.toContain(value);
      expect(JSON.stringify(publicReplies)).not.toContain('1234567');
    });
  });

  describe('the public rate limit', () => {
    it(`allows ${TRACKING_LOOKUPS_PER_MINUTE} tries a minute from one address (bad ones and streams too), then 429 with Retry-After; restored after the window`, async () => {
      const from = '192.0.2.77';
      for (let i = 0; i < TRACKING_LOOKUPS_PER_MINUTE - 2; i += 1) {
        expect((await track(i % 2 ? SAMPLE_TRACKING_NUMBER : 'FT-bad', from)).status).toBeLessThan(
          429,
        );
      }
      const stream = await openStream(SAMPLE_TRACKING_NUMBER, from);
      expect(stream.status).toBe(200);
      await stream.body!.cancel();
      expect((await track(SAMPLE_TRACKING_NUMBER, from)).status).toBe(200);
      const refused = await track(SAMPLE_TRACKING_NUMBER, from);
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('tooManyAttempts');
      expect(refused.body.error).toMatch(/at most 30 a minute/);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await openStream(SAMPLE_TRACKING_NUMBER, from)).status).toBe(429);
      // another address is not limited
      expect((await track(SAMPLE_TRACKING_NUMBER, '192.0.2.78')).status).toBe(200);
      offset += 61_000;
      expect((await track(SAMPLE_TRACKING_NUMBER, from)).status).toBe(200);
    });
  });

  describe('the dispatched-orders table', () => {
    const table = async () => {
      const res = await api.request('GET', '/api/table/dispatched-orders', { token: editor });
      expect(res.status).toBe(200);
      return dispatchedOrdersReply.parse(res.body);
    };

    it('shows the shipments in progress, newest booking first: Moving, Pending and Canceled', async () => {
      const rows = await table();
      expect(rows.length).toBeGreaterThanOrEqual(8);
      expect(rows.length).toBeLessThanOrEqual(10);
      expect(new Set(rows.map((row) => row.status))).toEqual(
        new Set(['Moving', 'Pending', 'Canceled']),
      );
      for (const row of rows) {
        expect(row.statusColor).toBe(
          { Moving: 'success', Pending: 'warning', Canceled: 'danger' }[row.status],
        );
        expect(row.distance).toMatch(/^[\d,]+ km$/);
        expect(row.estDelDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        if (row.status !== 'Moving') expect(row.distPercent).toBe(0);
      }
    });

    it('a new shipment appears first; a canceled one is Canceled; a delivered one leaves', async () => {
      const shipment = await create();
      const [first] = await table();
      expect(first).toMatchObject({
        orderNo: shipment.id,
        status: 'Pending',
        statusColor: 'warning',
        operator: 'Tomás Reyes',
        location: 'Lat Krabang ICD',
        // great-circle Lat Krabang to Chiang Mai
        distance: '595 km',
        distPercent: 0,
        startDate: shipment.plannedDeparture,
        estDelDate: shipment.estimatedArrival.slice(0, 10),
      });
      await addEvent(shipment.id, {
        at: now().toISOString(),
        status: 'in-transit',
        place: 'Nakhon Sawan',
      });
      expect((await table())[0]).toMatchObject({
        orderNo: shipment.id,
        status: 'Moving',
        distPercent: 45,
        location: 'Nakhon Sawan',
      });
      await addEvent(shipment.id, {
        at: now().toISOString(),
        status: 'delivered',
        place: 'Chiang Mai',
      });
      expect((await table()).map((row) => row.orderNo)).not.toContain(shipment.id);

      const other = await create();
      await staff('POST', `/${other.id}/cancel`);
      expect((await table())[0]).toMatchObject({
        orderNo: other.id,
        status: 'Canceled',
        statusColor: 'danger',
      });
    });
  });
});

describe.each(storeKinds())('shipments of customer companies (%s store)', (kind) => {
  let api: TestApi;
  let editor: string;
  let operatorId: number;

  beforeAll(async () => {
    api = await createTestApi(kind);
    editor = await api.tokenFor('editor');
    operatorId = (await api.deps.stores.auth.findUserByEmail('editor@demo.com'))!.id;
  });
  afterAll(() => api.close());

  const staff = (method: string, path: string, options: RequestOptions = {}) =>
    api.request(method, `${BASE}${path}`, { token: editor, ...options });
  const input = (changes: Partial<ShipmentInput> = {}): ShipmentInput => ({
    mode: 'road',
    origin: { name: 'Lat Krabang ICD', country: 'TH', lat: 13.724, lng: 100.786 },
    destination: { name: 'Chiang Mai', country: 'TH', lat: 18.7883, lng: 98.9853 },
    shipper: { name: 'Shipper Co.', contactName: '', phone: '', email: '' },
    consignee: { name: 'Consignee Co.', contactName: '', phone: '', email: '' },
    cargo: { description: 'Parts', pieces: 1, weightKg: 10, containers: 0, valueBaht: null },
    operatorId,
    plannedDeparture: new Date(api.deps.now().getTime() + DAY).toISOString(),
    estimatedArrival: new Date(api.deps.now().getTime() + 3 * DAY).toISOString(),
    ...changes,
  });
  const list = async (query: string) => (await staff('GET', `?perPage=50&${query}`)).body;

  it('gives most sample shipments a sample company, and names it in the list', async () => {
    const seeded = shipmentsSeed(api.deps.now());
    const owned = seeded.filter((shipment) => shipment.companyId !== null);
    expect(owned.length).toBeGreaterThan(seeded.length / 2);
    const reply = shipmentListReply.parse(await list(''));
    const first = reply.items.find((item) => item.id === 1)!;
    expect(first).toMatchObject({
      companyId: SAMPLE_COMPANY_IDS.siamRice,
      companyName: 'Siam Rice Export Co., Ltd.',
    });
    for (const item of reply.items.filter((item) => item.companyId === null)) {
      expect(item.companyName).toBeNull();
    }
  });

  it('books a shipment for a company, filters the list by it, and moves or clears it', async () => {
    const created = await staff('POST', '', {
      body: { shipment: input({ companyId: SAMPLE_COMPANY_IDS.mekongGarment }) },
    });
    expect(created.status).toBe(201);
    expect(shipmentSchema.parse(created.body).companyId).toBe(SAMPLE_COMPANY_IDS.mekongGarment);
    const id = created.body.id as number;
    const ofMekong = await list(`company=${SAMPLE_COMPANY_IDS.mekongGarment}`);
    expect(ofMekong.items.map((item: Shipment) => item.id)).toContain(id);
    for (const item of ofMekong.items) {
      expect(item).toMatchObject({
        companyId: SAMPLE_COMPANY_IDS.mekongGarment,
        companyName: 'Mekong Garment Co., Ltd.',
      });
    }
    // the filter goes with the others
    const booked = await list(
      `company=${SAMPLE_COMPANY_IDS.mekongGarment}&status=booked&mode=road`,
    );
    expect(booked.items.map((item: Shipment) => item.id)).toEqual([id]);
    expect((await list('company=99999')).total).toBe(0);

    const moved = await staff('PATCH', `/${id}`, {
      body: { shipment: { companyId: SAMPLE_COMPANY_IDS.lionCityElectronics } },
    });
    expect(moved.body.companyId).toBe(SAMPLE_COMPANY_IDS.lionCityElectronics);
    const cleared = await staff('PATCH', `/${id}`, { body: { shipment: { companyId: null } } });
    expect(cleared.status).toBe(200);
    expect(cleared.body.companyId).toBeNull();
    expect((await staff('GET', `/${id}`)).body.companyId).toBeNull();
    // without one, a new shipment belongs to none
    const plain = await staff('POST', '', { body: { shipment: input() } });
    expect(plain.body.companyId).toBeNull();
  });

  it('refuses a company that does not exist (422 naming companyId) and stores nothing', async () => {
    const before = await list('');
    const created = await staff('POST', '', { body: { shipment: input({ companyId: 99999 }) } });
    expect(created.status).toBe(422);
    expect(created.body).toMatchObject({ code: 'invalidValue', field: 'shipment.companyId' });
    const updated = await staff('PATCH', '/1', { body: { shipment: { companyId: 99999 } } });
    expect(updated.status).toBe(422);
    expect(updated.body).toMatchObject({ code: 'invalidValue', field: 'shipment.companyId' });
    for (const bad of [0, -1, 1.5, '1', 2_147_483_648]) {
      const res = await staff('PATCH', '/1', { body: { shipment: { companyId: bad } } });
      expect(res.status, String(bad)).toBe(422);
      expect(res.body.field).toBe('shipment.companyId');
    }
    for (const bad of ['abc', '0', '1.5']) {
      const res = await staff('GET', `?company=${bad}`);
      expect(res.status, bad).toBe(422);
      expect(res.body.field).toBe('company');
    }
    expect(await list('')).toEqual(before);
  });

  it('keeps the staff reply without the arrival history (the portal shows it)', async () => {
    const res = await staff('GET', '/1');
    expect(res.status).toBe(200);
    expect(res.body).not.toHaveProperty('arrivalHistory');
    expect(res.body).toHaveProperty('companyId');
  });
});
