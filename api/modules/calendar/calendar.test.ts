import { describe, expect, it } from 'vitest';
import { calendarEventsReply, calendarLabelsReply } from '../../contract/calendar';
import {
  expectImpossibleId,
  impossibleIds,
  malformedBodies,
  storeKinds,
  useTestApi,
} from '../../test/harness';

const CAL = '/api/apps/calendar';
const DAY = 24 * 60 * 60 * 1000;

describe.each(storeKinds())('calendar (%s store)', (kind) => {
  const ctx = useTestApi(kind);

  const get = (path: string) => ctx.api.request('GET', `${CAL}${path}`, { token: ctx.editor });
  const post = (path: string, body: unknown) =>
    ctx.api.request('POST', `${CAL}${path}`, { token: ctx.editor, body });
  /** the reader of ctx.editor, as an event's creator */
  const editorAsCreator = async () => {
    const account = (await ctx.api.deps.stores.auth.findUserByEmail('editor@demo.com'))!;
    return { id: account.id, name: account.displayName };
  };
  const newEvent = {
    title: 'Booking deadline: CMA CGM Jade',
    startDate: '2026-12-01T02:00:00.000Z',
    endDate: '2026-12-01T04:30:00.000Z',
    label: 'work',
  };

  it('lists the sample events; the default one spans from 3 days ago to 2 days ago', async () => {
    // "ago" and "this month" are the API's clock, read when the store was seeded (just before)
    const now = ctx.api.deps.now();
    const res = await get('/events');
    expect(res.status).toBe(200);
    const events = calendarEventsReply.parse(res.body);
    expect(events.length).toBe(18);
    const first = events.find((e) => e.id === 1)!;
    expect(first).toMatchObject({
      label: 'business',
      classes: 'event-success',
      url: '',
      allDay: false,
      createdBy: null,
    });
    expect(first.description).not.toBe('');
    expect(Math.abs(Date.parse(first.startDate) - (now.getTime() - 3 * DAY))).toBeLessThan(
      5 * 60_000,
    );
    expect(Math.abs(Date.parse(first.endDate) - (now.getTime() - 2 * DAY))).toBeLessThan(
      5 * 60_000,
    );
    for (const e of events) {
      expect(new Date(e.startDate).toISOString()).toBe(e.startDate);
      expect(Date.parse(e.endDate)).toBeGreaterThanOrEqual(Date.parse(e.startDate));
    }
    // the others fall in the month of the seed (UTC); the clock may have crossed into the next
    // month since, when the suite runs just before midnight at a month's end
    const seededIn = (e: { startDate: string }) => new Date(e.startDate).getUTCMonth();
    const months = new Set([now.getUTCMonth(), new Date(now.getTime() - 5 * 60_000).getUTCMonth()]);
    const inMonth = events.filter((e) => e.id >= 2 && e.id <= 12);
    expect(inMonth.filter((e) => months.has(seededIn(e))).length).toBe(11);
    // all-day events: midnight UTC of their first and last day; a trade fair over three days
    const allDay = events.filter((e) => e.allDay);
    expect(allDay.length).toBeGreaterThanOrEqual(2);
    for (const e of allDay) {
      expect(e.startDate).toMatch(/T00:00:00\.000Z$/);
      expect(e.endDate).toMatch(/T00:00:00\.000Z$/);
    }
    expect(allDay.some((e) => Date.parse(e.endDate) - Date.parse(e.startDate) === 2 * DAY)).toBe(
      true,
    );
    // some in the days around now, so the week and day views show something
    const near = events.filter(
      (e) => Math.abs(Date.parse(e.startDate) - now.getTime()) < 3 * DAY && e.id !== 1,
    );
    expect(near.length).toBeGreaterThanOrEqual(2);
  });

  it('lists the three labels', async () => {
    const res = await get('/labels');
    expect(res.status).toBe(200);
    expect(calendarLabelsReply.parse(res.body)).toEqual([
      { text: 'Business', value: 'business', color: 'success' },
      { text: 'Work', value: 'work', color: 'warning' },
      { text: 'Personal', value: 'personal', color: 'danger' },
    ]);
  });

  it('creates with highest id + 1 (201), and never reuses a deleted id', async () => {
    const created = await post('/events/', { event: { ...newEvent, id: 500 } });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: 19 });
    const stored = (await get('/events')).body.find((e: { id: number }) => e.id === 19);
    expect(stored).toEqual({
      id: 19,
      ...newEvent,
      allDay: false,
      url: '',
      description: '',
      classes: 'event-warning',
      createdBy: await editorAsCreator(),
    });
    expect((await ctx.api.request('DELETE', `${CAL}/event/19`, { token: ctx.editor })).status).toBe(
      200,
    );
    const again = await post('/events', {
      event: { ...newEvent, startDate: '2026-12-02', endDate: '2026-12-02' },
    });
    expect(again.status).toBe(201);
    expect(again.body).toEqual({ id: 20 });
    const dayOnly = (await get('/events')).body.find((e: { id: number }) => e.id === 20);
    expect(dayOnly.startDate).toBe('2026-12-02T00:00:00.000Z');
  });

  it('merges an update and returns the event; a new label brings its classes', async () => {
    const res = await post('/event/3', {
      event: { title: 'Client call moved', label: 'personal' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: 3,
      title: 'Client call moved',
      label: 'personal',
      classes: 'event-danger',
    });
    const stored = (await get('/events')).body.find((e: { id: number }) => e.id === 3);
    expect(stored).toEqual(res.body);
  });

  it('refuses an end before the start, on create and after a merged update', async () => {
    const bad = await post('/events/', { event: { ...newEvent, endDate: '2026-11-30T00:00:00Z' } });
    expect(bad.status).toBe(422);
    expect(bad.body.field).toBe('event.endDate');
    const before = (await get('/events')).body.find((e: { id: number }) => e.id === 4);
    const update = await post('/event/4', { event: { endDate: '2000-01-01T00:00:00.000Z' } });
    expect(update.status).toBe(422);
    expect(update.body.field).toBe('event.endDate');
    expect(update.body.error).toMatch(/event\.endDate/);
    const lateStart = await post('/event/4', { event: { startDate: '2099-01-01T00:00:00.000Z' } });
    expect(lateStart.status).toBe(422);
    expect(lateStart.body.field).toBe('event.endDate');
    expect((await get('/events')).body.find((e: { id: number }) => e.id === 4)).toEqual(before);
  });

  it('moves a dragged event and keeps its duration', async () => {
    const before = (await get('/events')).body.find((e: { id: number }) => e.id === 5);
    const duration = Date.parse(before.endDate) - Date.parse(before.startDate);
    expect(duration).toBeGreaterThan(0);
    const date = '2027-01-15T07:30:00+07:00';
    const res = await post('/event/dragged/5', { payload: { date } });
    expect(res.status).toBe(200);
    expect(res.body.startDate).toBe('2027-01-15T00:30:00.000Z');
    expect(Date.parse(res.body.endDate) - Date.parse(res.body.startDate)).toBe(duration);
    expect(res.body).toMatchObject({ id: 5, title: before.title, label: before.label });
    const stored = (await get('/events')).body.find((e: { id: number }) => e.id === 5);
    expect(stored).toEqual(res.body);
  });

  it('keeps every one of concurrent changes to one event (update, relabel, drag)', async () => {
    const before = (await get('/events')).body.find((e: { id: number }) => e.id === 6);
    const duration = Date.parse(before.endDate) - Date.parse(before.startDate);
    const replies = await Promise.all([
      post('/event/6', { event: { title: 'Quarterly review, moved' } }),
      post('/event/6', { event: { label: 'personal' } }),
      post('/event/dragged/6', { payload: { date: '2027-02-01T08:00:00.000Z' } }),
    ]);
    expect(replies.map((res) => res.status)).toEqual([200, 200, 200]);
    const stored = (await get('/events')).body.find((e: { id: number }) => e.id === 6);
    expect(stored).toEqual({
      ...before,
      title: 'Quarterly review, moved',
      label: 'personal',
      classes: 'event-danger',
      startDate: '2027-02-01T08:00:00.000Z',
      endDate: new Date(Date.parse('2027-02-01T08:00:00.000Z') + duration).toISOString(),
    });
  });

  it('refuses one of two concurrent date changes that together end before the start', async () => {
    const before = (await get('/events')).body.find((e: { id: number }) => e.id === 7);
    const start = Date.parse(before.startDate);
    expect(Date.parse(before.endDate) - start).toBe(3 * 60 * 60 * 1000);
    const hour = 60 * 60 * 1000;
    // each alone is fine: start 2 hours later, or end 2 hours earlier; both together are not
    const replies = await Promise.all([
      post('/event/7', { event: { startDate: new Date(start + 2 * hour).toISOString() } }),
      post('/event/7', { event: { endDate: new Date(start + hour).toISOString() } }),
    ]);
    expect(replies.map((res) => res.status).sort()).toEqual([200, 422]);
    const refused = replies.find((res) => res.status === 422)!;
    expect(refused.body.field).toBe('event.endDate');
    const stored = (await get('/events')).body.find((e: { id: number }) => e.id === 7);
    expect(stored).toEqual(replies.find((res) => res.status === 200)!.body);
    expect(Date.parse(stored.endDate)).toBeGreaterThanOrEqual(Date.parse(stored.startDate));
  });

  it('answers 404 for unknown ids and deletes nothing', async () => {
    const before = (await get('/events')).body;
    expect(
      (await ctx.api.request('DELETE', `${CAL}/event/999`, { token: ctx.editor })).status,
    ).toBe(404);
    for (const bad of impossibleIds) {
      expectImpossibleId(
        await ctx.api.request('DELETE', `${CAL}/event/${bad}`, { token: ctx.editor }),
      );
      expectImpossibleId(await post(`/event/${bad}`, { event: { title: 'Ghost' } }));
      expectImpossibleId(await post(`/event/dragged/${bad}`, { payload: { date: '2027-01-01' } }));
    }
    expect((await post('/event/999', { event: { title: 'Ghost' } })).status).toBe(404);
    expect((await post('/event/dragged/999', { payload: { date: '2027-01-01' } })).status).toBe(
      404,
    );
    expect((await get('/events')).body).toEqual(before);
  });

  it('needs a signed-in staff member', async () => {
    const visitor = await ctx.api.tokenFor('public');
    for (const path of ['/events', '/labels']) {
      expect((await ctx.api.request('GET', `${CAL}${path}`)).status).toBe(401);
      expect((await ctx.api.request('GET', `${CAL}${path}`, { token: visitor })).status).toBe(403);
    }
    for (const [method, path, body] of [
      ['POST', '/events/', { event: newEvent }],
      ['POST', '/event/2', { event: { title: 'x' } }],
      ['POST', '/event/dragged/2', { payload: { date: '2027-01-01' } }],
      ['DELETE', '/event/2', undefined],
    ] as const) {
      expect((await ctx.api.request(method, `${CAL}${path}`, { body })).status).toBe(401);
      expect(
        (await ctx.api.request(method, `${CAL}${path}`, { token: visitor, body })).status,
      ).toBe(403);
    }
    expect((await get('/events')).body.some((e: { id: number }) => e.id === 2)).toBe(true);
  });

  it.each([
    ['/events/', { event: { ...newEvent, title: '' } }, 'event.title'],
    ['/events/', { event: { ...newEvent, title: 'x'.repeat(100_000) } }, 'event.title'],
    ['/events/', { event: { ...newEvent, title: undefined } }, 'event.title'],
    ['/events/', { event: { ...newEvent, startDate: 'tomorrow' } }, 'event.startDate'],
    ['/events/', { event: { ...newEvent, startDate: '2026-02-31T00:00:00Z' } }, 'event.startDate'],
    ['/events/', { event: { ...newEvent, endDate: 1764554400000 } }, 'event.endDate'],
    ['/events/', { event: { ...newEvent, label: 'holiday' } }, 'event.label'],
    ['/events/', { event: { ...newEvent, url: 'javascript:alert(1)' } }, 'event.url'],
    ['/events/', { event: { ...newEvent, classes: '"><script>' } }, 'event.classes'],
    ['/events/', { event: { ...newEvent, colour: 'red' } }, 'event'],
    ['/events/', { ...newEvent }, 'event'],
    ['/event/2', { event: { startDate: '' } }, 'event.startDate'],
    ['/event/2', { event: { label: 7 } }, 'event.label'],
    ['/event/2', { event: 'Vessel cut-off' }, 'event'],
    ['/event/dragged/2', { payload: {} }, 'payload.date'],
    ['/event/dragged/2', { payload: { date: 'next week' } }, 'payload.date'],
    ['/event/dragged/2', { payload: { date: 'x'.repeat(10_000) } }, 'payload.date'],
    ['/event/dragged/2', { date: '2027-01-01' }, 'payload'],
  ] as const)('%s with a bad body names %s', async (path, body, field) => {
    const res = await post(path, body);
    expect(res.status).toBe(422);
    expect(res.body.field).toBe(field);
    expect(res.body.error).toContain(field);
  });

  it.each(malformedBodies)('answers 4xx to a malformed body: $name', async ({ options }) => {
    for (const path of ['/events/', '/event/2', '/event/dragged/2']) {
      const res = await ctx.api.request('POST', `${CAL}${path}`, { token: ctx.editor, ...options });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(typeof res.body.error).toBe('string');
    }
  });
});
