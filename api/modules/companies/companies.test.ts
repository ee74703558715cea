import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyListReply, companySchema, type Company, type CompanyInput } from './contract';
import { SAMPLE_COMPANY_IDS, companiesSeed } from './seed';
import {
  createTestApi,
  expectImpossibleId,
  impossibleIds,
  malformedBodies,
  storeKinds,
  type RequestOptions,
  type TestApi,
} from '../../test/harness';

const BASE = '/api/apps/companies';

describe.each(storeKinds())('customer companies (%s store)', (kind) => {
  let api: TestApi;
  let editor: string;
  let admin: string;
  let customer: string;

  beforeAll(async () => {
    api = await createTestApi(kind);
    editor = await api.tokenFor('editor');
    admin = await api.tokenFor('admin');
    customer = await api.tokenFor('public');
  });
  afterAll(() => api.close());

  const staff = (method: string, path: string, options: RequestOptions = {}) =>
    api.request(method, `${BASE}${path}`, { token: editor, ...options });

  const input = (changes: Partial<CompanyInput> = {}): CompanyInput => ({
    name: `Test Importers ${crypto.randomUUID().slice(0, 6)} Ltd.`,
    taxId: 'TH-0105500000001',
    address: {
      lines: ['99 Rama IV Road', 'Khlong Toei'],
      city: 'Bangkok',
      postalCode: '10110',
      countryCode: 'TH',
    },
    contacts: [{ name: 'Pim Saetang', email: 'pim@importers.example', phone: '+66 2 555 0123' }],
    mailLanguage: 'th',
    ...changes,
  });
  const create = async (changes: Partial<CompanyInput> = {}): Promise<Company> => {
    const res = await staff('POST', '', { body: { company: input(changes) } });
    expect(res.status).toBe(201);
    return res.body;
  };
  const everyCompany = async (): Promise<Company[]> =>
    (await staff('GET', '?perPage=50')).body.items;

  describe('the list', () => {
    it('lists the sample companies by name, 10 a page by default', async () => {
      const res = await staff('GET', '');
      expect(res.status).toBe(200);
      const reply = companyListReply.parse(res.body);
      expect(reply).toMatchObject({ page: 1, perPage: 10 });
      expect(reply.total).toBeGreaterThanOrEqual(companiesSeed(api.deps.now()).length);
      const names = reply.items.map((company) => company.name.toLowerCase());
      expect(names).toEqual([...names].sort());
      const sample = reply.items.find(
        (company) => company.id === SAMPLE_COMPANY_IDS.hanseaticMachinery,
      );
      expect(sample).toMatchObject({
        name: 'Hanseatic Machinery GmbH',
        mailLanguage: 'de',
        address: { city: 'Hamburg', countryCode: 'DE' },
      });
    });

    it('finds by name, tax id, city and contact, ignoring case', async () => {
      const made = await create({
        name: 'Qwertz Lebensmittel KG',
        taxId: 'DE999111222',
        address: {
          lines: ['Hafenstrasse 1'],
          city: 'Bremerhaven',
          postalCode: '27568',
          countryCode: 'DE',
        },
        contacts: [{ name: 'Hilde Quast', email: 'hilde@qwertz.example' }],
        mailLanguage: 'de',
      });
      for (const q of ['qwertz lebens', 'de999111', 'BREMERHAVEN', 'hilde quast', 'hilde@qwertz']) {
        const res = await staff('GET', `?q=${encodeURIComponent(q)}`);
        expect(res.status).toBe(200);
        expect(
          res.body.items.map((company: Company) => company.id),
          q,
        ).toEqual([made.id]);
      }
      // the characters of a LIKE pattern are taken literally
      expect((await staff('GET', `?q=${encodeURIComponent('%_')}`)).body.total).toBe(0);
    });

    it('pages and sorts', async () => {
      const all = (await staff('GET', '?perPage=50&sort=name-desc')).body as {
        items: Company[];
        total: number;
      };
      const names = all.items.map((company) => company.name.toLowerCase());
      expect(names).toEqual([...names].sort().reverse());
      const second = await staff('GET', '?perPage=10&page=2&sort=name-desc');
      expect(second.body.items).toEqual(all.items.slice(10, 20));
      const newest = (await staff('GET', '?sort=created-desc')).body.items as Company[];
      const created = newest.map((company) => Date.parse(company.createdAt));
      expect(created).toEqual([...created].sort((a, b) => b - a));
    });

    it('answers a malformed parameter with 422 naming it', async () => {
      for (const [query, field] of [
        ['perPage=7', 'perPage'],
        ['page=0', 'page'],
        ['sort=size', 'sort'],
        [`q=${'x'.repeat(101)}`, 'q'],
      ]) {
        const res = await staff('GET', `?${query}`);
        expect(res.status, query).toBe(422);
        expect(res.body.field).toBe(field);
      }
      const unknown = await staff('GET', '?colour=red');
      expect(unknown).toMatchObject({ status: 422, body: { code: 'unknownField' } });
    });
  });

  describe('one company', () => {
    it('is created now, read, and changed by staff', async () => {
      const before = api.deps.now().getTime();
      const made = await create({ contacts: [] });
      expect(companySchema.parse(made)).toMatchObject({ taxId: 'TH-0105500000001', contacts: [] });
      expect(made.updatedAt).toBe(made.createdAt);
      expect(Date.parse(made.createdAt)).toBeGreaterThanOrEqual(before);
      expect(Date.parse(made.createdAt)).toBeLessThanOrEqual(api.deps.now().getTime());
      const read = await staff('GET', `/${made.id}`);
      expect(read.status).toBe(200);
      expect(read.body).toEqual(made);

      const changed = await staff('PATCH', `/${made.id}`, {
        body: {
          company: {
            name: '  Renamed Importers Ltd.  ',
            contacts: [{ name: 'Anan K.', email: 'anan@renamed.example', role: 'Logistics' }],
          },
        },
      });
      expect(changed.status).toBe(200);
      expect(changed.body).toMatchObject({
        id: made.id,
        name: 'Renamed Importers Ltd.',
        taxId: made.taxId,
        address: made.address,
        contacts: [{ name: 'Anan K.', email: 'anan@renamed.example', role: 'Logistics' }],
        createdAt: made.createdAt,
      });
      expect((await staff('GET', `/${made.id}`)).body).toEqual(changed.body);
    });

    it('leaves the tax id and contacts out when not given', async () => {
      const { taxId: _taxId, contacts: _contacts, ...rest } = input();
      const res = await staff('POST', '', { body: { company: rest } });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ taxId: '', contacts: [] });
    });

    it('answers an unknown id with 404 and changes nothing, an impossible one with 422', async () => {
      const before = await everyCompany();
      for (const [method, body] of [
        ['GET', undefined],
        ['PATCH', { company: { name: 'Nobody' } }],
      ] as const) {
        const res = await staff(method, '/99999', { body });
        expect(res.status, method).toBe(404);
        expect(res.body.code).toBe('notFound');
      }
      expect((await api.request('DELETE', `${BASE}/99999`, { token: admin })).status).toBe(404);
      for (const bad of impossibleIds) {
        expectImpossibleId(await staff('GET', `/${bad}`));
        expectImpossibleId(await staff('PATCH', `/${bad}`, { body: { company: {} } }));
      }
      expect(await everyCompany()).toEqual(before);
    });
  });

  describe('bad input', () => {
    it('answers 422 naming the field, and stores nothing', async () => {
      const before = await everyCompany();
      const bad: [Record<string, unknown>, string][] = [
        [{ name: '' }, 'company.name'],
        [{ name: 'x'.repeat(121) }, 'company.name'],
        [{ taxId: 'x'.repeat(41) }, 'company.taxId'],
        [{ address: { ...input().address, lines: [] } }, 'company.address.lines'],
        [{ address: { ...input().address, lines: ['a', 'b', 'c', 'd'] } }, 'company.address.lines'],
        [{ address: { ...input().address, lines: [''] } }, 'company.address.lines.0'],
        [{ address: { ...input().address, countryCode: 'th' } }, 'company.address.countryCode'],
        [{ address: { ...input().address, countryCode: 'THA' } }, 'company.address.countryCode'],
        [{ address: { ...input().address, city: '' } }, 'company.address.city'],
        [{ contacts: [{ name: 'A', email: 'not-an-email' }] }, 'company.contacts.0.email'],
        [{ contacts: [{ name: '', email: 'a@b.example' }] }, 'company.contacts.0.name'],
        [
          { contacts: [{ name: 'A', email: 'a@b.example', phone: 'call me' }] },
          'company.contacts.0.phone',
        ],
        [
          { contacts: Array.from({ length: 11 }, () => ({ name: 'A', email: 'a@b.example' })) },
          'company.contacts',
        ],
        [{ mailLanguage: 'es' }, 'company.mailLanguage'],
        [{ mailLanguage: 'zh' }, 'company.mailLanguage'],
        [{ name: 'A\u0000B' }, 'company.name'],
        [{ owner: 'me' }, 'company'],
      ];
      for (const [change, field] of bad) {
        const created = await staff('POST', '', { body: { company: { ...input(), ...change } } });
        expect(created.status, JSON.stringify(change)).toBe(422);
        expect(created.body.field, JSON.stringify(change)).toBe(field);
        const updated = await staff('PATCH', `/${SAMPLE_COMPANY_IDS.siamRice}`, {
          body: { company: change },
        });
        expect(updated.status, JSON.stringify(change)).toBe(422);
        expect(updated.body.field, JSON.stringify(change)).toBe(field);
      }
      const { name: _name, ...nameless } = input();
      const missing = await staff('POST', '', { body: { company: nameless } });
      expect(missing).toMatchObject({ status: 422, body: { field: 'company.name' } });
      for (const { options } of malformedBodies) {
        for (const [method, path] of [
          ['POST', ''],
          ['PATCH', `/${SAMPLE_COMPANY_IDS.siamRice}`],
        ]) {
          const res = await staff(method, path, options);
          expect([400, 413, 422], `${method} ${options.rawBody ?? ''}`).toContain(res.status);
        }
      }
      expect(await everyCompany()).toEqual(before);
    });
  });

  describe('deleting', () => {
    it('deletes a company nothing belongs to (admin)', async () => {
      const made = await create();
      const res = await api.request('DELETE', `${BASE}/${made.id}`, { token: admin });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ok: true });
      expect((await staff('GET', `/${made.id}`)).status).toBe(404);
      // its id is never given again
      expect((await create()).id).toBeGreaterThan(made.id);
    });

    it('refuses with 409 while shipments belong to it, and deletes nothing', async () => {
      const res = await api.request('DELETE', `${BASE}/${SAMPLE_COMPANY_IDS.siamRice}`, {
        token: admin,
      });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 'companyInUse', field: 'id' });
      expect(res.body.shipments).toBeGreaterThan(0);
      expect((await staff('GET', `/${SAMPLE_COMPANY_IDS.siamRice}`)).status).toBe(200);
    });

    it('refuses with 409 while a person belongs to it', async () => {
      const made = await create();
      // a customer of the company, invited by an admin (api/modules/user-management)
      const person = `/api/user-management/users`;
      const invited = await api.request('POST', person, {
        token: admin,
        body: {
          user: {
            email: `buyer.${crypto.randomUUID().slice(0, 8)}@importers.example`,
            name: 'Buyer',
            role: 'user',
            department: 'sales',
            companyId: made.id,
          },
        },
      });
      expect(invited.status).toBe(201);
      const res = await api.request('DELETE', `${BASE}/${made.id}`, { token: admin });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 'companyInUse', shipments: 0, people: 1 });
      // once the person belongs to none, it goes
      await api.request('POST', `${person}/${invited.body.id}`, {
        token: admin,
        body: { user: { companyId: null } },
      });
      expect((await api.request('DELETE', `${BASE}/${made.id}`, { token: admin })).status).toBe(
        200,
      );
    });

    it.runIf(kind !== 'memory')(
      'is refused by the database too, when a shipment names the company',
      async () => {
        const made = await create();
        const { conn } = api;
        await conn!.exec(`UPDATE shipments SET company_id = ${made.id} WHERE id = 30`);
        // the store alone, without the service's count first: the foreign key decides
        expect(await api.deps.stores.companies.remove(made.id)).toBe('inUse');
        expect(await api.deps.stores.companies.get(made.id)).toBeDefined();
        await conn!.exec(`UPDATE shipments SET company_id = NULL WHERE id = 30`);
      },
    );
  });

  describe('access', () => {
    it('needs a signed-in editor to read and change, an admin to delete', async () => {
      const made = await create();
      const calls: [string, string, unknown][] = [
        ['GET', '', undefined],
        ['GET', `/${made.id}`, undefined],
        ['POST', '', { company: input() }],
        ['PATCH', `/${made.id}`, { company: { name: 'Changed' } }],
        ['DELETE', `/${made.id}`, undefined],
      ];
      for (const [method, path, body] of calls) {
        const anonymous = await api.request(method, `${BASE}${path}`, { body });
        expect(anonymous.status, `${method} ${path}`).toBe(401);
        const asCustomer = await api.request(method, `${BASE}${path}`, { token: customer, body });
        expect(asCustomer.status, `${method} ${path}`).toBe(403);
      }
      const asEditor = await api.request('DELETE', `${BASE}/${made.id}`, { token: editor });
      expect(asEditor.status).toBe(403);
      expect((await staff('GET', `/${made.id}`)).body).toEqual(made);
    });
  });
});
