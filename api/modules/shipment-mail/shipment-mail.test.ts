/**
 * Shipment status mail (./contract.ts, docs/decisions/0075) through the real API, on every store:
 * following by e-mail with double opt-in, the one-click unsubscribe, the company people's choice,
 * and the mails the outbox's worker sends (api/test/harness.ts sendOutbox runs it by hand).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Shipment, ShipmentInput } from '../shipments/contract';
import { SAMPLE_COMPANY_IDS } from '../companies/seed';
import type { Mail, Mailer } from '../../platform/mail';
import {
  createCustomer,
  createTestApi,
  storeKinds,
  type RequestOptions,
  type TestApi,
} from '../../test/harness';
import { FOLLOW_REQUESTS_PER_ADDRESS } from './contract';
import { mailStatusNames } from './mails';
import { readFileSync } from 'node:fs';
import { makeTrackingNumber } from '../shipments/contract-tracking-number';

const STAFF = '/api/apps/shipments';
const DAY = 24 * 3_600_000;
const HOUR = 3_600_000;

describe.each(storeKinds())('shipment status mail (%s store)', (kind) => {
  let api: TestApi;
  let operatorId: number;
  /** the test's clock: moved by hand so that rate limits and link expiry can be passed */
  let offset = 0;
  let client = 0;

  beforeAll(async () => {
    const start = Date.UTC(2026, 2, 10, 8, 0, 0);
    api = await createTestApi(kind, { now: () => new Date(start + offset) });
    operatorId = (await api.deps.stores.auth.findUserByEmail('editor@demo.com'))!.id;
  });
  afterAll(() => api.close());
  beforeEach(async () => {
    // what earlier tests queued is sent and forgotten
    await api.sendOutbox();
    api.mails.length = 0;
    client += 1;
  });

  /** a person of the role user of `companyId` with this address, and their token */
  async function customerOf(companyId: number, email: string) {
    const id = await createCustomer(api, companyId, email);
    return {
      id,
      /** a fresh token: the tests move the clock past a token's life */
      token: () => api.tokenFor('public', id),
    };
  }

  const staff = async (method: string, path: string, options: RequestOptions = {}) =>
    api.request(method, `${STAFF}${path}`, { token: await api.tokenFor('editor'), ...options });
  const book = async (changes: Partial<ShipmentInput> = {}): Promise<Shipment> => {
    const res = await staff('POST', '', {
      body: {
        shipment: {
          mode: 'sea',
          origin: { name: 'Laem Chabang Port', country: 'TH', lat: 13.08, lng: 100.88 },
          destination: { name: 'Port of Hamburg', country: 'DE', lat: 53.54, lng: 9.97 },
          shipper: {
            name: 'Private Shipper Co.',
            contactName: 'Private Contact',
            phone: '+66 2 555 0199',
            email: 'private.shipper@example.com',
          },
          consignee: {
            name: 'Private Consignee GmbH',
            contactName: 'Private Receiver',
            phone: '+49 40 555 0100',
            email: 'private.receiver@example.com',
          },
          cargo: {
            description: 'Private cargo description',
            pieces: 3,
            weightKg: 900,
            containers: 1,
            valueBaht: 1_234_567,
          },
          operatorId,
          companyId: null,
          plannedDeparture: new Date(api.deps.now().getTime() + DAY).toISOString(),
          estimatedArrival: new Date(api.deps.now().getTime() + 20 * DAY).toISOString(),
          ...changes,
        },
      },
    });
    expect(res.status).toBe(201);
    return res.body;
  };
  const addEvent = (id: number, status: string, at = api.deps.now()) =>
    staff('POST', `/${id}/events`, {
      body: { event: { at: at.toISOString(), status, place: 'Somewhere', note: 'private note' } },
    });
  const follow = (number: string, body: object, address = `client-${client}`) =>
    api.request('POST', `/api/track/${number}/follow`, {
      body,
      headers: { 'x-test-client-address': address },
    });
  const mailsTo = (address: string) => api.mails.filter((mail) => mail.to === address);
  /** the token of the link in a mail's text */
  const tokenIn = (mail: Mail, path: string) => {
    const match = new RegExp(`${path}\\?token=([A-Za-z0-9_.%-]+)`).exec(mail.text);
    expect(match, `a ${path} link in: ${mail.text}`).not.toBeNull();
    return decodeURIComponent(match![1]);
  };
  /** follows the shipment with the address and confirms with the mail's link */
  async function confirmedFollower(number: string, email: string, language = 'en') {
    expect((await follow(number, { email, language })).status).toBe(202);
    await api.sendOutbox();
    const [confirmation] = mailsTo(email);
    const prefix = language === 'en' ? '' : `/${language}`;
    const token = tokenIn(confirmation, `${prefix}/follow/confirm`);
    const confirmed = await api.request('POST', '/api/track/follow/confirm', { body: { token } });
    expect(confirmed.status).toBe(200);
    api.mails.length = 0;
    return token;
  }

  describe('following by e-mail', () => {
    it('answers alike for a known and an unknown number, a new and a following address', async () => {
      const shipment = await book();
      await confirmedFollower(shipment.trackingNumber, 'already@example.com');
      const known = await follow(shipment.trackingNumber, {
        email: 'Buyer.One@Example.com',
        language: 'en',
      });
      // a valid number (its check character right) that no shipment has
      const unknownNumber = makeTrackingNumber(new Uint32Array(10).fill(7));
      expect(await api.deps.stores.shipments.findByTrackingNumber(unknownNumber)).toBeUndefined();
      const unknown = await follow(unknownNumber, {
        email: 'buyer.two@example.com',
        language: 'en',
      });
      // and an address that follows already asks again
      const following = await follow(shipment.trackingNumber, {
        email: 'already@example.com',
        language: 'en',
      });
      for (const reply of [known, unknown, following]) {
        expect(reply.status).toBe(202);
        expect(reply.body).toEqual({ ok: true });
      }
      await api.sendOutbox();
      // the confirmation goes to the new address of the known number alone
      expect(api.mails.map((mail) => mail.to)).toEqual(['buyer.one@example.com']);
      expect(mailsTo('buyer.two@example.com')).toEqual([]);
    });

    it('sends nothing but the confirmation before the link is used, and the link works once', async () => {
      const shipment = await book();
      const email = 'once@example.com';
      expect((await follow(shipment.trackingNumber, { email, language: 'de' })).status).toBe(202);
      await api.sendOutbox();
      const [confirmation] = mailsTo(email);
      expect(confirmation.subject).toContain('Bestätigen');
      expect(confirmation.html).toContain('<html lang="de">');
      // a status change before the confirmation: nothing goes to the address
      api.mails.length = 0;
      expect((await addEvent(shipment.id, 'picked-up')).status).toBe(201);
      await api.sendOutbox();
      expect(mailsTo(email)).toEqual([]);

      const token = tokenIn(confirmation, '/de/follow/confirm');
      const confirmed = await api.request('POST', '/api/track/follow/confirm', { body: { token } });
      expect(confirmed).toMatchObject({
        status: 200,
        body: { trackingNumber: shipment.trackingNumber },
      });
      const again = await api.request('POST', '/api/track/follow/confirm', { body: { token } });
      expect(again).toMatchObject({ status: 404, body: { code: 'invalidLink' } });

      // now the next change is mailed, in German, with the one-click unsubscribe headers
      expect((await addEvent(shipment.id, 'in-transit')).status).toBe(201);
      await api.sendOutbox();
      const [status] = mailsTo(email);
      expect(status.subject).toContain(mailStatusNames.de['in-transit']);
      expect(status.headers?.['List-Unsubscribe']).toMatch(
        /^<http:\/\/localhost\/api\/mail\/unsubscribe\?token=f\.\d+\.[A-Za-z0-9_-]{24}>$/,
      );
      expect(status.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      expect(status.text).toContain(`/de/track/${shipment.trackingNumber}`);
      // nothing private: the parties, the cargo, the notes, the value
      for (const secret of ['Private', 'private', '1234567', '1,234,567', 'note']) {
        expect(status.text).not.toContain(secret);
        expect(status.html).not.toContain(secret);
      }
    });

    it('refuses an expired confirmation link', async () => {
      const shipment = await book();
      const email = 'late@example.com';
      await follow(shipment.trackingNumber, { email, language: 'en' });
      await api.sendOutbox();
      const token = tokenIn(mailsTo(email)[0], '/follow/confirm');
      offset += 49 * HOUR;
      const late = await api.request('POST', '/api/track/follow/confirm', { body: { token } });
      expect(late).toMatchObject({ status: 404, body: { code: 'invalidLink' } });
    });

    it('refuses a malformed number or address naming the field, storing and sending nothing', async () => {
      const shipment = await book();
      const badNumber = await follow('FT-NOT-A-NUMBER', { email: 'a@example.com', language: 'en' });
      expect(badNumber).toMatchObject({ status: 422, body: { field: 'number' } });
      for (const email of ['not an address', '', 'a@b', `${'x'.repeat(250)}@example.com`]) {
        const bad = await follow(shipment.trackingNumber, { email, language: 'en' });
        expect(bad).toMatchObject({ status: 422, body: { field: 'email' } });
      }
      const badLanguage = await follow(shipment.trackingNumber, {
        email: 'a@example.com',
        language: 'xx',
      });
      expect(badLanguage).toMatchObject({ status: 422, body: { field: 'language' } });
      await api.sendOutbox();
      expect(api.mails).toEqual([]);
    });

    it('takes a few requests an hour for one address, from any client', async () => {
      const shipment = await book();
      const email = 'flood@example.com';
      for (let i = 0; i < FOLLOW_REQUESTS_PER_ADDRESS; i++) {
        expect(
          (await follow(shipment.trackingNumber, { email, language: 'en' }, `c${i}`)).status,
        ).toBe(202);
      }
      const refused = await follow(shipment.trackingNumber, { email, language: 'en' }, 'other');
      expect(refused).toMatchObject({ status: 429, body: { code: 'tooManyAttempts' } });
      await api.sendOutbox();
      expect(mailsTo(email)).toHaveLength(FOLLOW_REQUESTS_PER_ADDRESS);
      offset += HOUR;
    });

    it('stops with the one-click unsubscribe, and refuses a token it did not make', async () => {
      const shipment = await book();
      const email = 'stop@example.com';
      await confirmedFollower(shipment.trackingNumber, email);
      expect((await addEvent(shipment.id, 'picked-up')).status).toBe(201);
      await api.sendOutbox();
      const [status] = mailsTo(email);
      const post = /^<(.+)>$/.exec(status.headers!['List-Unsubscribe'])![1];
      const unsubscribe = await api.request('POST', new URL(post).pathname + new URL(post).search, {
        rawBody: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(unsubscribe).toMatchObject({ status: 200, body: { ok: true } });
      // the page's link in the text is the same token
      expect(tokenIn(status, '/unsubscribe')).toBe(new URL(post).searchParams.get('token'));
      api.mails.length = 0;
      expect((await addEvent(shipment.id, 'in-transit')).status).toBe(201);
      await api.sendOutbox();
      expect(mailsTo(email)).toEqual([]);

      const token = new URL(post).searchParams.get('token')!;
      const forged = token.replace(/\.(\d+)\./, (_m, id) => `.${Number(id) + 1}.`);
      for (const bad of [forged, 'p.1.AAAAAAAAAAAAAAAAAAAAAAAA', 'nonsense']) {
        const refused = await api.request(
          'POST',
          `/api/mail/unsubscribe?token=${encodeURIComponent(bad)}`,
        );
        expect(refused).toMatchObject({ status: 404, body: { code: 'invalidLink' } });
      }
    });
  });

  describe("a company's people", () => {
    it('get what they chose, in the company’s language, the default being delays and delivery', async () => {
      // Hanseatic Machinery writes in German
      const person = await customerOf(
        SAMPLE_COMPANY_IDS.hanseaticMachinery,
        `hm.${kind}@buyer.example`,
      );
      const email = `hm.${kind}@buyer.example`;
      const settings = await api.request('GET', '/api/portal/mail-settings', {
        token: await person.token(),
      });
      expect(settings).toMatchObject({
        status: 200,
        body: { shipmentMail: 'delays', mailOff: false },
      });
      const shipment = await book({ companyId: SAMPLE_COMPANY_IDS.hanseaticMachinery });
      await addEvent(shipment.id, 'in-transit');
      await api.sendOutbox();
      // booked and in transit: not a delay, not the delivery
      expect(mailsTo(email)).toEqual([]);

      // a later arrival: a delay mail; an earlier one, then one not past the latest told: none
      const later = new Date(Date.parse(shipment.estimatedArrival) + 3 * DAY).toISOString();
      const between = new Date(Date.parse(shipment.estimatedArrival) + 2 * DAY).toISOString();
      const earlier = new Date(Date.parse(shipment.estimatedArrival) - DAY).toISOString();
      for (const estimatedArrival of [later, earlier, between]) {
        const res = await staff('PATCH', `/${shipment.id}`, {
          body: { shipment: { estimatedArrival } },
        });
        expect(res.status).toBe(200);
      }
      await api.sendOutbox();
      const delays = mailsTo(email);
      expect(delays).toHaveLength(1);
      expect(delays[0].subject).toMatch(/^Sendung FT .* neue voraussichtliche Ankunft/);

      api.mails.length = 0;
      const every = await api.request('PUT', '/api/portal/mail-settings', {
        token: await person.token(),
        body: { shipmentMail: 'every' },
      });
      expect(every).toMatchObject({ status: 200, body: { shipmentMail: 'every' } });
      await addEvent(shipment.id, 'at-port');
      await api.sendOutbox();
      expect(mailsTo(email).map((m) => m.subject)).toEqual([
        expect.stringContaining(mailStatusNames.de['at-port']),
      ]);
      expect(mailsTo(email)[0].text).toContain('Hanseatic');

      api.mails.length = 0;
      await api.request('PUT', '/api/portal/mail-settings', {
        token: await person.token(),
        body: { shipmentMail: 'none' },
      });
      await addEvent(shipment.id, 'delivered');
      await api.sendOutbox();
      expect(mailsTo(email)).toEqual([]);
    });

    it('keep the choice for people of a company only, and refuse a choice that is none of the three', async () => {
      const noCompany = await api.request('GET', '/api/portal/mail-settings', {
        token: await api.tokenFor('admin'),
      });
      expect(noCompany).toMatchObject({ status: 403, body: { code: 'noCompany' } });
      const person = await customerOf(SAMPLE_COMPANY_IDS.siamRice, `sr.${kind}@buyer.example`);
      const bad = await api.request('PUT', '/api/portal/mail-settings', {
        token: await person.token(),
        body: { shipmentMail: 'sometimes' },
      });
      expect(bad).toMatchObject({ status: 422, body: { field: 'shipmentMail' } });
      expect(
        (await api.request('GET', '/api/portal/mail-settings', { token: await person.token() }))
          .body,
      ).toMatchObject({ shipmentMail: 'delays' });
    });
  });

  describe('the outbox', () => {
    it('saves a change without waiting for the mail server, and sends its mails once it is back', async () => {
      const shipment = await book();
      const email = 'patient@example.com';
      await confirmedFollower(shipment.trackingNumber, email);
      const real = api.deps.mailer;
      let down = true;
      const flaky: Mailer = {
        ...real,
        async send(mail) {
          if (down) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
          return real.send(mail);
        },
      };
      api.deps.mailer = flaky;
      try {
        expect((await addEvent(shipment.id, 'picked-up')).status).toBe(201);
        await api.sendOutbox();
        expect(mailsTo(email)).toEqual([]);
        expect(await api.deps.stores.outbox.depth()).toBeGreaterThan(0);
        down = false;
        offset += 15_000;
        await api.sendOutbox();
        expect(mailsTo(email)).toHaveLength(1);
        offset += HOUR;
        await api.sendOutbox();
        expect(mailsTo(email)).toHaveLength(1);
      } finally {
        api.deps.mailer = real;
      }
    });

    it('queues nothing for a change that is refused', async () => {
      const shipment = await book();
      expect((await staff('POST', `/${shipment.id}/cancel`)).status).toBe(200);
      await api.sendOutbox();
      const before = await api.deps.stores.outbox.counts(api.deps.now());
      expect((await addEvent(shipment.id, 'delivered')).status).toBe(409);
      expect(await api.deps.stores.outbox.counts(api.deps.now())).toEqual(before);
    });
  });
});

describe('the status names of the mails', () => {
  it('are the app’s own', () => {
    for (const [language, names] of Object.entries(mailStatusNames)) {
      const app = JSON.parse(
        readFileSync(
          new URL(`../../../app/locales/${language}/shipments.json`, import.meta.url),
          'utf8',
        ),
      ) as { status: Record<string, string> };
      expect(names, language).toEqual(app.status);
    }
  });
});
