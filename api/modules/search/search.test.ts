import { beforeAll, describe, expect, it } from 'vitest';
import {
  SEARCH_KINDS,
  SEARCH_LIMIT_MAX,
  SEARCH_QUERY_MAX,
  SEARCH_SNIPPET_MAX,
  searchReply,
  snippetAround,
  type SearchReply,
} from './contract';
import { formatTrackingNumber } from '../shipments/contract-tracking-number';
import { SAMPLE_TRACKING_NUMBER } from '../shipments/seed';
import { storeKinds, useTestApi } from '../../test/harness';

describe('snippetAround', () => {
  it('keeps a short text whole and cuts a long one around the first match', () => {
    expect(snippetAround('  Reefer   container\nto Laem Chabang ', 'laem')).toBe(
      'Reefer container to Laem Chabang',
    );
    const long = `${'pallet '.repeat(40)}bonded warehouse ${'crate '.repeat(40)}`;
    const cut = snippetAround(long, 'BONDED');
    expect(cut.length).toBeLessThanOrEqual(SEARCH_SNIPPET_MAX + 2);
    expect(cut).toContain('bonded warehouse');
    expect(cut.startsWith('…')).toBe(true);
    expect(cut.endsWith('…')).toBe(true);
  });
});

describe.each(storeKinds())('search across everything (%s store)', (kind) => {
  const ctx = useTestApi(kind);
  let admin: string;
  beforeAll(async () => {
    admin = await ctx.api.tokenFor('admin');
  });

  const search = async (q: string, token = ctx.editor, extra = '') => {
    const res = await ctx.api.request('GET', `/api/search?q=${encodeURIComponent(q)}${extra}`, {
      token,
    });
    expect(res.status).toBe(200);
    const reply = searchReply.parse(res.body) as SearchReply;
    return (kind: string) => reply.groups.find((group) => group.kind === kind)!;
  };
  const createTask = async (token: string, title: string, desc = '') => {
    const res = await ctx.api.request('POST', '/api/apps/todo/tasks', {
      token,
      body: { task: { title, desc } },
    });
    expect(res.status).toBe(201);
    return (res.body as { id: number }).id;
  };

  it('answers every kind it searches, in order, with totals', async () => {
    const groups = await search('container');
    const kinds = SEARCH_KINDS.filter((k) => groups(k));
    expect(kinds).toEqual([...SEARCH_KINDS]);
    for (const k of kinds) expect(groups(k).total).toBeGreaterThanOrEqual(groups(k).hits.length);
  });

  it("finds the editor's own task and never another person's", async () => {
    const own = await createTask(ctx.editor, 'Book reefer slot Qzvplm own', 'for the editor');
    const other = await createTask(admin, 'Admin task Qzvplm hidden', 'customs hold Wxkrtb');
    const groups = await search('qzvplm');
    expect(groups('tasks').hits.map((hit) => hit.id)).toEqual([String(own)]);
    expect(groups('tasks').total).toBe(1);
    expect(groups('tasks').hits[0]).toMatchObject({ title: 'Book reefer slot Qzvplm own' });
    // a word of the other person's task only: nothing
    expect((await search('wxkrtb'))('tasks')).toEqual({ kind: 'tasks', total: 0, hits: [] });
    // the admin finds theirs, not the editor's
    const asAdmin = await search('qzvplm', admin);
    expect(asAdmin('tasks').hits.map((hit) => hit.id)).toEqual([String(other)]);
  });

  it('takes the search text literally (no wildcards) and ignores case', async () => {
    const id = await createTask(ctx.editor, 'Demurrage 100%_free Hpqzz', '');
    expect((await search('100%_FREE'))('tasks').hits.map((h) => h.id)).toEqual([String(id)]);
    expect((await search('100%x'))('tasks').total).toBe(0);
    expect((await search('1_0'))('tasks').total).toBe(0);
  });

  it('finds people, mails and events, and keeps to the limit while counting all', async () => {
    const groups = await search('tomás reyes');
    expect(groups('people').hits.map((hit) => hit.title)).toContain('Tomás Reyes');
    const many = await search('a', ctx.editor, '&limit=2');
    for (const k of ['people', 'mails', 'events'] as const) {
      expect(many(k).hits).toHaveLength(2);
      expect(many(k).total).toBeGreaterThan(2);
    }
    const mail = many('mails').hits[0];
    expect(['inbox', 'sent', 'draft', 'spam', 'trash']).toContain(mail.place);
  });

  it('finds a shipment by its tracking number as a person writes it, and by its places', async () => {
    const written = formatTrackingNumber(SAMPLE_TRACKING_NUMBER).toLowerCase();
    const byNumber = await search(written);
    expect(byNumber('shipments').total).toBe(1);
    const [hit] = byNumber('shipments').hits;
    expect(hit.title.startsWith(formatTrackingNumber(SAMPLE_TRACKING_NUMBER))).toBe(true);
    const shipment = await ctx.api.request('GET', `/api/apps/shipments/${hit.id}`, {
      token: ctx.editor,
    });
    expect(shipment.body.trackingNumber).toBe(SAMPLE_TRACKING_NUMBER);
    expect(hit.place).toBe(shipment.body.canceledAt ? 'canceled' : shipment.body.status);
    const byPlace = await search(shipment.body.destination.name);
    expect(byPlace('shipments').hits.map((h) => h.id)).toContain(hit.id);
  });

  it("finds knowledge-base articles in the reader's language, with their category", async () => {
    const en = await search('chargeable weight');
    expect(en('articles').hits[0]).toMatchObject({
      id: 'chargeable-weight',
      title: 'Calculating the chargeable weight',
    });
    expect(en('articles').hits[0].place).toBeTruthy();
    const de = await search('frachtpflichtige', ctx.editor, '&lang=de');
    expect(de('articles').hits.map((hit) => hit.id)).toContain('chargeable-weight');
    expect((await search('frachtpflichtige'))('articles').total).toBe(0);
  });

  it('refuses a malformed search with 422 naming the field', async () => {
    const cases: [string, string][] = [
      ['', 'q'],
      ['q=', 'q'],
      ['q=%20%20', 'q'],
      [`q=${'x'.repeat(SEARCH_QUERY_MAX + 1)}`, 'q'],
      ['q=port&limit=0', 'limit'],
      [`q=port&limit=${SEARCH_LIMIT_MAX + 1}`, 'limit'],
      ['q=port&limit=two', 'limit'],
      ['q=port&lang=xx', 'lang'],
      ['q=%00', 'q'],
    ];
    for (const [query, field] of cases) {
      const res = await ctx.api.request('GET', `/api/search?${query}`, { token: ctx.editor });
      expect(res.status, query).toBe(422);
      expect(res.body.field, query).toBe(field);
    }
  });

  it('is for signed-in staff only', async () => {
    const res = await ctx.api.request('GET', '/api/search?q=port');
    expect(res.status).toBe(401);
    const customer = await ctx.api.tokenFor('public');
    expect((await ctx.api.request('GET', '/api/search?q=port', { token: customer })).status).toBe(
      403,
    );
  });
});
