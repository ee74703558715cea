import { describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { calendarEventsReply, calendarLabelsReply, type CalendarEvent } from './contract';
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
    ['/events/', { event: { ...newEvent, allDay: 'yes' } }, 'event.allDay'],
    ['/events/', { event: { ...newEvent, description: 'x'.repeat(5_001) } }, 'event.description'],
    ['/events/', { event: { ...newEvent, description: 42 } }, 'event.description'],
    ['/events/', { event: { ...newEvent, createdBy: { id: 1, name: 'Someone' } } }, 'event'],
    ['/event/2', { event: { allDay: 1 } }, 'event.allDay'],
    ['/event/2', { event: { createdBy: null } }, 'event'],
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
  const find = async (id: number) =>
    (await get('/events')).body.find((e: { id: number }) => e.id === id);

  it('keeps the creator on update and drag, whoever changes the event', async () => {
    const created = await post('/events', { event: { ...newEvent, description: 'Bring the B/L' } });
    const id = created.body.id;
    const creator = await editorAsCreator();
    expect(await find(id)).toMatchObject({ description: 'Bring the B/L', createdBy: creator });
    const admin = await ctx.api.tokenFor('admin');
    const update = await ctx.api.request('POST', `${CAL}/event/${id}`, {
      token: admin,
      body: { event: { title: 'Moved by the admin', description: '' } },
    });
    expect(update.status).toBe(200);
    expect(update.body).toMatchObject({
      title: 'Moved by the admin',
      description: '',
      createdBy: creator,
    });
    const drag = await ctx.api.request('POST', `${CAL}/event/dragged/${id}`, {
      token: admin,
      body: { payload: { date: '2027-03-01T10:00:00.000Z' } },
    });
    expect(drag.status).toBe(200);
    expect(drag.body.createdBy).toEqual(creator);
    expect(await find(id)).toEqual(drag.body);
    // the sample events have none, and an update does not give them one
    expect((await post('/event/2', { event: { title: 'Renamed' } })).body.createdBy).toBeNull();
  });

  it('cuts an all-day event to its days (midnight UTC), on create, update and drag', async () => {
    const created = await post('/events', {
      event: {
        ...newEvent,
        allDay: true,
        startDate: '2026-12-24T18:30:00-08:00',
        endDate: '2026-12-26T23:59:00Z',
      },
    });
    expect(created.status).toBe(201);
    const event = await find(created.body.id);
    // 18:30 at UTC-8 is 02:30 UTC of the 25th: the day is the UTC day
    expect(event).toMatchObject({
      allDay: true,
      startDate: '2026-12-25T00:00:00.000Z',
      endDate: '2026-12-26T00:00:00.000Z',
    });
    // a one-day event: start = end
    const oneDay = await post('/events', {
      event: {
        ...newEvent,
        allDay: true,
        startDate: '2027-01-01',
        endDate: '2027-01-01T12:00:00Z',
      },
    });
    expect(await find(oneDay.body.id)).toMatchObject({
      startDate: '2027-01-01T00:00:00.000Z',
      endDate: '2027-01-01T00:00:00.000Z',
    });
    // dragged to a time: to that day, keeping its two days
    const drag = await post(`/event/dragged/${created.body.id}`, {
      payload: { date: '2027-02-10T15:45:00.000Z' },
    });
    expect(drag.status).toBe(200);
    expect(drag.body).toMatchObject({
      startDate: '2027-02-10T00:00:00.000Z',
      endDate: '2027-02-11T00:00:00.000Z',
    });
    // a timed event made all-day by an update: its dates become its days
    const timed = await post('/event/3', { event: { allDay: true } });
    expect(timed.status).toBe(200);
    expect(timed.body.startDate).toMatch(/T00:00:00\.000Z$/);
    expect(timed.body.endDate).toMatch(/T00:00:00\.000Z$/);
    // and an all-day event given a time keeps its day
    const later = await post(`/event/${created.body.id}`, {
      event: { endDate: '2027-02-12T22:00:00.000Z' },
    });
    expect(later.body.endDate).toBe('2027-02-12T00:00:00.000Z');
    // made timed again, it takes times as given
    const again = await post(`/event/${created.body.id}`, {
      event: { allDay: false, endDate: '2027-02-12T22:00:00.000Z' },
    });
    expect(again.body).toMatchObject({ allDay: false, endDate: '2027-02-12T22:00:00.000Z' });
  });

  it('refuses an all-day event whose last day is before its first', async () => {
    const res = await post('/events', {
      event: {
        ...newEvent,
        allDay: true,
        startDate: '2027-01-02',
        endDate: '2027-01-01T23:00:00Z',
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.field).toBe('event.endDate');
  });

  describe('the feed', () => {
    const feedLink = (token = ctx.editor) => ctx.api.request('GET', `${CAL}/feed-link`, { token });
    const renew = (token = ctx.editor) =>
      ctx.api.request('POST', `${CAL}/feed-link`, { token, body: {} });
    /** the path of a feed address */
    const pathOf = (url: string) => new URL(url).pathname;
    const read = (url: string) => ctx.api.request('GET', pathOf(url));

    it('gives the reader one address, the same on every ask, of 32 random bytes', async () => {
      const first = await feedLink();
      expect(first.status).toBe(200);
      expect(first.body.url).toMatch(
        /^https?:\/\/[^/]+\/api\/apps\/calendar\/feed\/[\w-]{43}\.ics$/,
      );
      expect((await feedLink()).body).toEqual(first.body);
      // another person has another
      const admin = await feedLink(await ctx.api.tokenFor('admin'));
      expect(admin.body.url).not.toBe(first.body.url);
    });

    it('agrees on one address when the first asks come at once', async () => {
      const admin = await ctx.api.tokenFor('admin');
      const replies = await Promise.all([feedLink(admin), feedLink(admin), feedLink(admin)]);
      expect(replies.map((res) => res.status)).toEqual([200, 200, 200]);
      expect(new Set(replies.map((res) => res.body.url)).size).toBe(1);
      expect((await read(replies[0].body.url)).status).toBe(200);
    });

    it('answers the shared calendar as text/calendar, without sign-in', async () => {
      const { url } = (await feedLink()).body;
      const res = await read(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      const calendar = new ICAL.Component(ICAL.parse(res.body));
      const events = (await get('/events')).body as CalendarEvent[];
      const vevents = calendar.getAllSubcomponents('vevent');
      expect(vevents.length).toBe(events.length);
      const host = new URL(url).host;
      expect(vevents.map((v) => v.getFirstPropertyValue('uid')).sort()).toEqual(
        events.map((e) => `calendar-event-${e.id}@${host}`).sort(),
      );
      // the stamp is the API's clock
      const stamp = vevents[0].getFirstPropertyValue('dtstamp') as ICAL.Time;
      expect(Math.abs(stamp.toJSDate().getTime() - ctx.api.deps.now().getTime())).toBeLessThan(
        5 * 60_000,
      );
    });

    it('round-trips titles and descriptions with commas, semicolons, line breaks, Thai, Chinese and long text', async () => {
      const title = 'Gate 4, berth 2; ตรวจสินค้า 运输 🚚';
      const description = `Line one, with comma; and semicolon\nบรรทัดที่สอง\r\n第三行 \\ backslash\n${'长文本ยาว '.repeat(200)}`;
      const created = await post('/events', { event: { ...newEvent, title, description } });
      expect(created.status).toBe(201);
      const fair = await post('/events', {
        event: {
          ...newEvent,
          title: 'Trade fair, three days',
          allDay: true,
          startDate: '2027-04-07',
          endDate: '2027-04-09',
          url: '/dashboard/apps/calendar',
        },
      });
      const { url } = (await feedLink()).body;
      const res = await read(url);
      for (const line of (res.body as string).split('\r\n'))
        expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
      const calendar = new ICAL.Component(ICAL.parse(res.body));
      const byUid = (id: number) =>
        new ICAL.Event(
          calendar
            .getAllSubcomponents('vevent')
            .find((v) =>
              String(v.getFirstPropertyValue('uid')).startsWith(`calendar-event-${id}@`),
            )!,
        );
      const written = byUid(created.body.id);
      expect(written.summary).toBe(title);
      // as stored (the contract trims the ends), every line break coming back as \n
      expect((await find(created.body.id)).description).toBe(description.trim());
      expect(written.description).toBe(description.trim().replace(/\r\n/g, '\n'));
      expect(written.startDate.toJSDate().toISOString()).toBe(newEvent.startDate);
      expect(written.endDate.toJSDate().toISOString()).toBe(newEvent.endDate);
      const days = byUid(fair.body.id);
      expect(days.startDate.isDate).toBe(true);
      expect(days.startDate.toString()).toBe('2027-04-07');
      // DTEND is the day after the last day (exclusive)
      expect(days.endDate.isDate).toBe(true);
      expect(days.endDate.toString()).toBe('2027-04-10');
      expect(days.component.getFirstPropertyValue('url')).toBe(
        new URL('/dashboard/apps/calendar', url).href,
      );
    });

    it('a new address revokes the old one: 404 from then on', async () => {
      const old = (await feedLink()).body.url;
      expect((await read(old)).status).toBe(200);
      const renewed = await renew();
      expect(renewed.status).toBe(200);
      expect(renewed.body.url).not.toBe(old);
      expect((await feedLink()).body).toEqual(renewed.body);
      const gone = await read(old);
      expect(gone.status).toBe(404);
      expect(gone.body.code).toBe('notFound');
      expect((await read(renewed.body.url)).status).toBe(200);
    });

    it('answers 404 for a wrong secret, whatever its form', async () => {
      const { url } = (await feedLink()).body;
      const secret = pathOf(url)
        .split('/')
        .pop()!
        .replace(/\.ics$/, '');
      const wrong = `${secret[0] === 'A' ? 'B' : 'A'}${secret.slice(1)}`;
      for (const path of [
        `${CAL}/feed/${wrong}.ics`,
        `${CAL}/feed/${secret.slice(0, -1)}.ics`,
        `${CAL}/feed/${secret}`,
        `${CAL}/feed/${secret}.ical`,
        `${CAL}/feed/.ics`,
        `${CAL}/feed/${'x'.repeat(10_000)}.ics`,
        `${CAL}/feed/%00.ics`,
        `${CAL}/feed/${secret}%00.ics`,
        `${CAL}/feed/${encodeURIComponent('运输')}.ics`,
      ]) {
        const res = await ctx.api.request('GET', path);
        expect(res.status, path).toBe(404);
      }
    });

    it('answers 404 for the secret of a person who may no longer sign in as staff', async () => {
      const { auth } = ctx.api.deps.stores;
      const editor = (await auth.findUserByEmail('editor@demo.com'))!;
      const { url } = (await feedLink()).body;
      expect((await read(url)).status).toBe(200);
      for (const [change, undo] of [
        [{ accountStatus: 'blocked' }, { accountStatus: 'active' }],
        [{ accountStatus: 'deactivated' }, { accountStatus: 'active' }],
        [{ role: 'public' }, { role: 'editor' }],
      ] as const) {
        await auth.patchUser(editor.id, change);
        expect((await read(url)).status, JSON.stringify(change)).toBe(404);
        await auth.patchUser(editor.id, undo);
        expect((await read(url)).status).toBe(200);
      }
    });

    it('needs a signed-in staff member for the address', async () => {
      const visitor = await ctx.api.tokenFor('public');
      expect((await ctx.api.request('GET', `${CAL}/feed-link`)).status).toBe(401);
      expect((await feedLink(visitor)).status).toBe(403);
      expect((await ctx.api.request('POST', `${CAL}/feed-link`, { body: {} })).status).toBe(401);
      expect((await renew(visitor)).status).toBe(403);
    });

    it('refuses a new address for any body but {}, and keeps the old one', async () => {
      const before = (await feedLink()).body;
      for (const body of [{ secret: 'mine' }, [], 'x', null]) {
        const res = await ctx.api.request('POST', `${CAL}/feed-link`, { token: ctx.editor, body });
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
      }
      // every malformed body but the empty object, which is this call's body
      for (const { options } of malformedBodies.filter((bad) => bad.name !== 'empty object')) {
        const res = await ctx.api.request('POST', `${CAL}/feed-link`, {
          token: ctx.editor,
          ...options,
        });
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
      }
      expect((await feedLink()).body).toEqual(before);
    });
  });
});
