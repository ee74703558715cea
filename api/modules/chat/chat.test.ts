import { describe, expect, it } from 'vitest';
import {
  chatContactsReply,
  chatsReply,
  contactsReply,
  sendMessageReply,
  chatThreadSchema,
} from '../../contract/chat';
import { malformedBodies, storeKinds, useTestApi } from '../../test/harness';

const CHAT = '/api/apps/chat';

describe.each(storeKinds())('chat (%s store)', (kind) => {
  const ctx = useTestApi(kind);

  const get = (path: string) => ctx.api.request('GET', `${CHAT}${path}`, { token: ctx.editor });
  const post = (path: string, body: unknown) =>
    ctx.api.request('POST', `${CHAT}${path}`, { token: ctx.editor, body });

  it('lists contacts, filtered by a case-insensitive contains on the name', async () => {
    const all = await get('/contacts');
    expect(all.status).toBe(200);
    expect(contactsReply.parse(all.body)).toHaveLength(10);
    const some = await get('/contacts?q=MAR');
    expect(some.status).toBe(200);
    expect(some.body.map((c: { displayName: string }) => c.displayName)).toEqual([
      'Margot Henschke',
    ]);
    expect((await get('/contacts?q=')).body).toHaveLength(10);
    expect((await get('/contacts?q=nobody-by-this-name')).body).toEqual([]);
  });

  it('lists threads keyed by contact uid, with unseen counts', async () => {
    const res = await get('/chats');
    expect(res.status).toBe(200);
    const chats = chatsReply.parse(res.body);
    expect(Object.keys(chats).sort()).toEqual(['1', '2', '3', '6', '7']);
    expect(chats['2'].isPinned).toBe(true);
    expect(chats['2'].unseenMsg).toBe(2);
    expect(chats['1'].unseenMsg).toBe(0);
    expect(chats['1'].msg[0]).toEqual({
      textContent: expect.any(String),
      time: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      isSent: false,
      isSeen: true,
    });
  });

  it('lists only contacts with a thread, pinned first, filtered by q', async () => {
    const res = await get('/chat-contacts');
    expect(res.status).toBe(200);
    const list = chatContactsReply.parse(res.body);
    expect(list.map((c) => c.uid).sort()).toEqual([1, 2, 3, 6, 7]);
    expect(list[0].chat.isPinned).toBe(true);
    expect(list[1].chat.isPinned).toBe(true);
    expect(list[2].chat.isPinned).toBe(false);
    expect(list.find((c) => c.uid === 3)!.chat.lastMessage!.textContent).toMatch(
      /Inspection passed/,
    );
    const filtered = await get('/chat-contacts?q=sal');
    expect(filtered.body.map((c: { uid: number }) => c.uid)).toEqual([6]);
    // Verla Morgano (uid 4) has no thread
    expect((await get('/chat-contacts?q=verla')).body).toEqual([]);
  });

  it('marks all seen, in both forms of the call', async () => {
    const first = await post('/mark-all-seen/', { contactId: 2 });
    expect(first.status).toBe(200);
    expect(chatThreadSchema.parse(first.body).unseenMsg).toBe(0);
    expect(first.body.msg.every((m: { isSeen: boolean }) => m.isSeen)).toBe(true);
    const second = await post('/mark-all-seen', { id: 3 });
    expect(second.status).toBe(200);
    expect(second.body.unseenMsg).toBe(0);
    const chats = (await get('/chats')).body;
    expect(chats['3'].msg.every((m: { isSeen: boolean }) => m.isSeen)).toBe(true);
    expect(chats['2'].unseenMsg).toBe(0);
  });

  it('pins and unpins a thread', async () => {
    const res = await post('/set-pinned/', { contactId: 1, value: true });
    expect(res.status).toBe(200);
    expect(res.body.isPinned).toBe(true);
    expect((await get('/chats')).body['1'].isPinned).toBe(true);
    expect((await post('/set-pinned', { contactId: 1, value: false })).body.isPinned).toBe(false);
  });

  it('adds a message to a thread', async () => {
    const before = (await get('/chats')).body['6'].msg.length;
    const res = await post('/msg', {
      payload: { id: 6, msg: { textContent: 'Please send the CMR copy.' } },
    });
    expect(res.status).toBe(200);
    const reply = sendMessageReply.parse(res.body);
    expect(reply.msg).toMatchObject({
      textContent: 'Please send the CMR copy.',
      isSent: true,
      isSeen: false,
    });
    expect(reply.chat.msg).toHaveLength(before + 1);
    expect(reply.chat.msg.at(-1)).toEqual(reply.msg);
    expect((await get('/chats')).body['6'].msg).toHaveLength(before + 1);
  });

  it('creates the thread when a message goes to a contact without one', async () => {
    const time = '2026-11-20T08:30:00.000Z';
    const res = await post('/msg', {
      payload: {
        id: 4,
        isPinned: true,
        msg: { textContent: 'Dock 3 is free at 14:00.', time, isSent: true, isSeen: false },
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.chat).toEqual({
      isPinned: true,
      unseenMsg: 0,
      msg: [{ textContent: 'Dock 3 is free at 14:00.', time, isSent: true, isSeen: false }],
    });
    expect((await get('/chats')).body['4'].msg).toHaveLength(1);
    expect((await get('/chat-contacts?q=verla')).body.map((c: { uid: number }) => c.uid)).toEqual([
      4,
    ]);
    // a received, unseen message counts as unseen
    const received = await post('/msg', {
      payload: { id: 4, msg: { textContent: 'Thanks!', isSent: false } },
    });
    expect(received.body.chat.unseenMsg).toBe(1);
    expect(received.body.chat.isPinned).toBe(true);
  });

  it('answers 404 for an unknown contact or a missing thread, and changes nothing', async () => {
    const before = (await get('/chats')).body;
    for (const [path, body] of [
      ['/mark-all-seen/', { contactId: 999 }],
      ['/mark-all-seen', { id: 999 }],
      ['/mark-all-seen', { id: 5 }],
      ['/set-pinned/', { contactId: 999, value: true }],
      ['/set-pinned/', { contactId: 9, value: true }],
      ['/msg', { payload: { id: 999, msg: { textContent: 'hello' } } }],
    ] as const) {
      const res = await post(path, body);
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(404);
      expect(typeof res.body.error).toBe('string');
    }
    expect((await get('/chats')).body).toEqual(before);
  });

  it('needs a signed-in staff member', async () => {
    const visitor = await ctx.api.tokenFor('public');
    for (const path of ['/contacts', '/chats', '/chat-contacts']) {
      expect((await ctx.api.request('GET', `${CHAT}${path}`)).status).toBe(401);
      expect((await ctx.api.request('GET', `${CHAT}${path}`, { token: visitor })).status).toBe(403);
    }
    for (const [path, body] of [
      ['/mark-all-seen', { id: 1 }],
      ['/set-pinned', { contactId: 1, value: true }],
      ['/msg', { payload: { id: 1, msg: { textContent: 'x' } } }],
    ] as const) {
      expect((await ctx.api.request('POST', `${CHAT}${path}`, { body })).status).toBe(401);
      expect((await ctx.api.request('POST', `${CHAT}${path}`, { token: visitor, body })).status).toBe(
        403,
      );
    }
  });

  it.each([
    ['/mark-all-seen/', {}, 'contactId'],
    ['/mark-all-seen/', { contactId: 'two' }, 'contactId'],
    ['/mark-all-seen', { id: -1 }, 'id'],
    ['/mark-all-seen', { id: 1.5 }, 'id'],
    ['/mark-all-seen', { id: 1, extra: true }, 'body'],
    ['/set-pinned/', { contactId: 1 }, 'value'],
    ['/set-pinned/', { contactId: 1, value: 'yes' }, 'value'],
    ['/set-pinned/', { value: true }, 'contactId'],
    ['/msg', { id: 1, msg: 'hi' }, 'payload'],
    ['/msg', { payload: { msg: { textContent: 'hi' } } }, 'payload.id'],
    ['/msg', { payload: { id: 1 } }, 'payload.msg'],
    ['/msg', { payload: { id: 1, msg: { textContent: '' } } }, 'payload.msg.textContent'],
    ['/msg', { payload: { id: 1, msg: { textContent: '   ' } } }, 'payload.msg.textContent'],
    [
      '/msg',
      { payload: { id: 1, msg: { textContent: 'x'.repeat(100_000) } } },
      'payload.msg.textContent',
    ],
    ['/msg', { payload: { id: 1, msg: { textContent: 42 } } }, 'payload.msg.textContent'],
    [
      '/msg',
      { payload: { id: 1, msg: { textContent: 'hi', time: 'yesterday' } } },
      'payload.msg.time',
    ],
    [
      '/msg',
      { payload: { id: 1, msg: { textContent: 'hi', isSeen: 'no' } } },
      'payload.msg.isSeen',
    ],
    ['/msg', { payload: { id: 1, msg: { textContent: 'hi' }, isPinned: 1 } }, 'payload.isPinned'],
  ] as const)('%s with %j answers 422 naming %s', async (path, body, field) => {
    const res = await post(path, body);
    expect(res.status).toBe(422);
    expect(res.body.field).toBe(field);
    expect(res.body.error).toContain(field);
  });

  it('rejects an over-long search', async () => {
    const res = await get(`/contacts?q=${'a'.repeat(500)}`);
    expect(res.status).toBe(422);
    expect(res.body.field).toBe('q');
  });

  it.each(malformedBodies)('answers 4xx to a malformed body: $name', async ({ options }) => {
    for (const path of ['/mark-all-seen/', '/mark-all-seen', '/set-pinned/', '/msg']) {
      const res = await ctx.api.request('POST', `${CHAT}${path}`, { token: ctx.editor, ...options });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(typeof res.body.error).toBe('string');
    }
  });
});
