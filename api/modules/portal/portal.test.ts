import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PORTAL_HIDDEN_FIELDS,
  portalShipmentListReply,
  portalShipmentSchema,
  type PortalShipment,
} from './contract';
import type { Shipment, ShipmentInput } from '../shipments/contract';
import { SAMPLE_COMPANY_IDS } from '../companies/seed';
import { demoAccounts } from '../auth/seed';
import {
  createCustomer,
  createTestApi,
  expectImpossibleId,
  impossibleIds,
  storeKinds,
  type RequestOptions,
  type TestApi,
} from '../../test/harness';

const PORTAL = '/api/portal';
const STAFF = '/api/apps/shipments';
const DAY = 24 * 3_600_000;

/** whether a reply names the key anywhere, however deep */
const hasKey = (reply: unknown, key: string) => JSON.stringify(reply).includes(`"${key}":`);
/** whether a reply holds the value anywhere, however deep */
const holds = (reply: unknown, value: string | number) =>
  JSON.stringify(reply).includes(JSON.stringify(value));

describe.each(storeKinds())('the customer portal (%s store)', (kind) => {
  let api: TestApi;
  let editor: string;
  let admin: string;
  /** a person of company 1 (Chao Phraya Electronics), of company 3 (Siam Rice), of none */
  let ofChaoPhraya: string;
  let ofSiamRice: string;
  let ofNone: string;
  let operatorId: number;

  /** a person of the role user who belongs to `companyId`, and their token */
  async function customerOf(companyId: number | null) {
    return api.tokenFor('public', await createCustomer(api, companyId));
  }

  beforeAll(async () => {
    api = await createTestApi(kind);
    editor = await api.tokenFor('editor');
    admin = await api.tokenFor('admin');
    ofChaoPhraya = await customerOf(SAMPLE_COMPANY_IDS.chaoPhrayaElectronics);
    ofSiamRice = await customerOf(SAMPLE_COMPANY_IDS.siamRice);
    ofNone = await api.tokenFor('public');
    operatorId = (await api.deps.stores.auth.findUserByEmail('editor@demo.com'))!.id;
  });
  afterAll(() => api.close());

  const portal = (token: string, path: string, options: RequestOptions = {}) =>
    api.request('GET', `${PORTAL}${path}`, { token, ...options });
  const staff = (method: string, path: string, options: RequestOptions = {}) =>
    api.request(method, `${STAFF}${path}`, { token: editor, ...options });
  /** the ids of a company's shipments as staff list them */
  const staffIdsOf = async (companyId: number) =>
    ((await staff('GET', `?company=${companyId}&perPage=50`)).body.items as Shipment[]).map(
      (item) => item.id,
    );
  const portalIds = async (token: string, query = '') =>
    ((await portal(token, `/shipments?perPage=50${query}`)).body.items as PortalShipment[]).map(
      (item) => item.id,
    );

  const input = (changes: Partial<ShipmentInput> = {}): ShipmentInput => ({
    mode: 'air',
    origin: { name: 'Suvarnabhumi Airport (BKK) Cargo', country: 'TH', lat: 13.69, lng: 100.75 },
    destination: {
      name: 'Frankfurt Airport (FRA) Cargo City',
      country: 'DE',
      lat: 50.05,
      lng: 8.57,
    },
    shipper: {
      name: 'Chao Phraya Electronics Co., Ltd.',
      contactName: 'Private Contact Person',
      phone: '+66 2 555 0999',
      email: 'private.contact@cpelectronics.example',
    },
    consignee: {
      name: 'Rhein Elektronik GmbH',
      contactName: 'Another Private Person',
      phone: '+49 69 555 0100',
      email: 'private.receiver@rhein.example',
    },
    cargo: {
      description: 'Printed circuit boards',
      pieces: 40,
      weightKg: 610,
      containers: 0,
      valueBaht: 9_876_543,
    },
    operatorId,
    companyId: SAMPLE_COMPANY_IDS.chaoPhrayaElectronics,
    plannedDeparture: new Date(api.deps.now().getTime() + DAY).toISOString(),
    estimatedArrival: new Date(api.deps.now().getTime() + 3 * DAY).toISOString(),
    ...changes,
  });
  const book = async (changes: Partial<ShipmentInput> = {}): Promise<Shipment> => {
    const res = await staff('POST', '', { body: { shipment: input(changes) } });
    expect(res.status).toBe(201);
    return res.body;
  };

  describe('who may read it', () => {
    it('lets the demo customer sign in and read their own company', async () => {
      const demo = demoAccounts.find((account) => account.email === 'customer@demo.com')!;
      const login = await api.request('POST', '/api/auth/login', {
        body: { email: demo.email, password: demo.password },
      });
      expect(login.status).toBe(200);
      expect(login.body.userData).toMatchObject({ email: demo.email, userRole: 'public' });
      const token = login.body.accessToken as string;
      const company = await portal(token, '/company');
      expect(company.status).toBe(200);
      expect(company.body).toMatchObject({
        id: SAMPLE_COMPANY_IDS.chaoPhrayaElectronics,
        name: 'Chao Phraya Electronics Co., Ltd.',
      });
      const list = await portal(token, '/shipments');
      expect(list.status).toBe(200);
      expect(list.body.total).toBeGreaterThan(0);
    });

    it('answers 401 without a sign-in', async () => {
      for (const path of ['/company', '/shipments', '/shipments/1']) {
        expect((await api.request('GET', `${PORTAL}${path}`)).status, path).toBe(401);
      }
    });

    it('answers 403 noCompany to a person of no company, staff and admins included', async () => {
      for (const token of [ofNone, editor, admin]) {
        for (const path of ['/company', '/shipments', '/shipments/1']) {
          const res = await portal(token, path);
          expect(res.status, path).toBe(403);
          expect(res.body.code).toBe('noCompany');
        }
      }
    });

    it('leaves the staff rules as they were: a customer is refused the staff list', async () => {
      expect((await api.request('GET', STAFF, { token: ofChaoPhraya })).status).toBe(403);
      expect((await api.request('GET', `${STAFF}/1`, { token: ofChaoPhraya })).status).toBe(403);
      expect((await staff('GET', '')).status).toBe(200);
    });
  });

  describe('the list', () => {
    it("shows a customer their company's shipments and nobody else's", async () => {
      for (const [token, companyId] of [
        [ofChaoPhraya, SAMPLE_COMPANY_IDS.chaoPhrayaElectronics],
        [ofSiamRice, SAMPLE_COMPANY_IDS.siamRice],
      ] as const) {
        const res = await portal(token, '/shipments?perPage=50');
        expect(res.status).toBe(200);
        const reply = portalShipmentListReply.parse(res.body);
        expect(reply.total).toBeGreaterThan(0);
        expect(reply.items.map((item) => item.id)).toEqual(await staffIdsOf(companyId));
      }
      const mine = new Set(await portalIds(ofChaoPhraya));
      for (const id of await portalIds(ofSiamRice)) expect(mine.has(id)).toBe(false);
    });

    it('searches, filters, sorts and pages as the staff list does', async () => {
      const all = (await portal(ofChaoPhraya, '/shipments?perPage=50')).body
        .items as PortalShipment[];
      expect(all.length).toBeGreaterThan(3);
      // newest booking first by default
      const booked = all.map((item) => Date.parse(item.bookedAt));
      expect(booked).toEqual([...booked].sort((a, b) => b - a));
      // by number (with spaces and lower case), by place
      const first = all[0];
      const spaced = first.trackingNumber.toLowerCase().replace(/(.{4})/g, '$1 ');
      expect(await portalIds(ofChaoPhraya, `&q=${encodeURIComponent(spaced)}`)).toEqual([first.id]);
      const place = first.destination.name;
      const byPlace = await portalIds(ofChaoPhraya, `&q=${encodeURIComponent(place)}`);
      expect(byPlace).toContain(first.id);
      expect(byPlace.length).toBeLessThanOrEqual(all.length);
      // another company's number finds nothing here
      const theirs = (await portal(ofSiamRice, '/shipments')).body.items[0] as PortalShipment;
      expect(await portalIds(ofChaoPhraya, `&q=${theirs.trackingNumber}`)).toEqual([]);
      // status
      const status = first.canceledAt ? 'canceled' : first.status;
      const ofStatus = (await portal(ofChaoPhraya, `/shipments?perPage=50&status=${status}`)).body
        .items as PortalShipment[];
      expect(ofStatus.map((item) => item.id)).toContain(first.id);
      for (const item of ofStatus) {
        if (status === 'canceled') expect(item.canceledAt).not.toBeNull();
        else expect(item).toMatchObject({ status, canceledAt: null });
      }
      // sort
      const byNumber = (await portal(ofChaoPhraya, '/shipments?perPage=50&sort=tracking-asc')).body
        .items as PortalShipment[];
      const numbers = byNumber.map((item) => item.trackingNumber);
      expect(numbers).toEqual([...numbers].sort());
      // pages
      const page2 = await portal(ofChaoPhraya, '/shipments?perPage=10&page=2');
      expect(page2.body).toMatchObject({ page: 2, perPage: 10, total: all.length });
      expect(page2.body.items.map((item: PortalShipment) => item.id)).toEqual(
        all.slice(10, 20).map((item) => item.id),
      );
    });

    it('answers a malformed parameter with 422 naming it; the company is never a parameter', async () => {
      for (const [query, field] of [
        ['perPage=7', 'perPage'],
        ['page=0', 'page'],
        ['status=lost', 'status'],
        ['sort=price', 'sort'],
        [`q=${'x'.repeat(101)}`, 'q'],
      ]) {
        const res = await portal(ofChaoPhraya, `/shipments?${query}`);
        expect(res.status, query).toBe(422);
        expect(res.body.field, query).toBe(field);
      }
      const company = await portal(
        ofChaoPhraya,
        `/shipments?company=${SAMPLE_COMPANY_IDS.siamRice}`,
      );
      expect(company).toMatchObject({ status: 422, body: { code: 'unknownField' } });
    });
  });

  describe('one shipment', () => {
    it('shows the route, timeline and arrival history, and nothing private', async () => {
      const shipment = await book();
      const res = await portal(ofChaoPhraya, `/shipments/${shipment.id}`);
      expect(res.status).toBe(200);
      const seen = portalShipmentSchema.parse(res.body);
      expect(seen).toMatchObject({
        id: shipment.id,
        trackingNumber: shipment.trackingNumber,
        status: 'booked',
        progress: 0,
        origin: shipment.origin,
        destination: shipment.destination,
        shipper: { name: 'Chao Phraya Electronics Co., Ltd.' },
        consignee: { name: 'Rhein Elektronik GmbH' },
        cargo: { description: 'Printed circuit boards', pieces: 40, weightKg: 610, containers: 0 },
        estimatedArrival: shipment.estimatedArrival,
        canceledAt: null,
        events: [{ status: 'booked', place: shipment.origin.name }],
        arrivalHistory: [{ at: shipment.bookedAt, estimatedArrival: shipment.estimatedArrival }],
      });
      const row = (await portal(ofChaoPhraya, `/shipments?q=${shipment.trackingNumber}`)).body;
      expect(row.items).toHaveLength(1);
      // neither the shipment nor the list's row tells more
      for (const reply of [res.body, row]) {
        for (const field of PORTAL_HIDDEN_FIELDS) expect(hasKey(reply, field), field).toBe(false);
        for (const secret of [
          'Private Contact Person',
          'private.contact@cpelectronics.example',
          '+66 2 555 0999',
          'Another Private Person',
          9_876_543,
        ]) {
          expect(holds(reply, secret), String(secret)).toBe(false);
        }
      }
    });

    it('keeps each new estimate of the arrival, oldest first', async () => {
      const shipment = await book();
      const later = new Date(Date.parse(shipment.estimatedArrival) + 2 * DAY).toISOString();
      expect(
        (
          await staff('PATCH', `/${shipment.id}`, {
            body: { shipment: { estimatedArrival: later } },
          })
        ).status,
      ).toBe(200);
      // the same date again, or another field, is no new estimate
      await staff('PATCH', `/${shipment.id}`, { body: { shipment: { estimatedArrival: later } } });
      await staff('PATCH', `/${shipment.id}`, { body: { shipment: { mode: 'sea' } } });
      const seen = (await portal(ofChaoPhraya, `/shipments/${shipment.id}`)).body as PortalShipment;
      expect(seen.estimatedArrival).toBe(later);
      expect(seen.arrivalHistory.map((entry) => entry.estimatedArrival)).toEqual([
        shipment.estimatedArrival,
        later,
      ]);
      expect(Date.parse(seen.arrivalHistory[1].at)).toBeGreaterThanOrEqual(
        Date.parse(seen.arrivalHistory[0].at),
      );
    });

    it("answers another company's shipment exactly as one that does not exist", async () => {
      const theirs = await book({ companyId: SAMPLE_COMPANY_IDS.siamRice });
      const other = await portal(ofChaoPhraya, `/shipments/${theirs.id}`);
      expect(other.status).toBe(404);
      expect(other.body).toEqual({ error: `No shipment with id ${theirs.id}`, code: 'notFound' });
      const none = await portal(ofChaoPhraya, '/shipments/999999');
      expect(none.status).toBe(404);
      expect(none.body).toEqual({ error: 'No shipment with id 999999', code: 'notFound' });
      // a shipment of no company is nobody's in the portal
      const unowned = await book({ companyId: null });
      expect((await portal(ofChaoPhraya, `/shipments/${unowned.id}`)).status).toBe(404);
      expect((await portal(ofSiamRice, `/shipments/${theirs.id}`)).status).toBe(200);
      for (const bad of impossibleIds) {
        expectImpossibleId(await portal(ofChaoPhraya, `/shipments/${bad}`));
      }
    });

    it('follows the shipment when staff give it to another company', async () => {
      const shipment = await book();
      expect((await portal(ofChaoPhraya, `/shipments/${shipment.id}`)).status).toBe(200);
      const moved = await staff('PATCH', `/${shipment.id}`, {
        body: { shipment: { companyId: SAMPLE_COMPANY_IDS.siamRice } },
      });
      expect(moved.body.companyId).toBe(SAMPLE_COMPANY_IDS.siamRice);
      expect((await portal(ofChaoPhraya, `/shipments/${shipment.id}`)).status).toBe(404);
      expect(await portalIds(ofChaoPhraya)).not.toContain(shipment.id);
      expect((await portal(ofSiamRice, `/shipments/${shipment.id}`)).status).toBe(200);
      expect(await portalIds(ofSiamRice)).toContain(shipment.id);
    });
  });
});
