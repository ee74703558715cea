import { beforeAll, describe, expect, it } from 'vitest';
import {
  chatContactSchema,
  chatContactsReply,
  chatsReply,
  chatThreadSchema,
  contactsReply,
  MESSAGE_MAX,
  sendMessageReply,
  type ChatMessage,
} from './contract';
import type { LiveEvent } from '../../platform/live';
import { chatSampleStaff, chatThreadsSeed, demoChatThreadsSeed } from './seed';
import { managedUsersSeed } from '../user-management/seed';
import {
  expectImpossibleId,
  impossibleIds,
  malformedBodies,
  storeKinds,
  useTestApi,
} from '../../test/harness';
import { testClock } from '../../test/clock';
import { isChatStaff } from './store';

const CHAT = '/api/apps/chat';

/** Sample people by their seeded state (api/modules/user-management/seed.ts): one of each kind. */
function samplePerson(kind: 'blocked staff' | 'deactivated staff' | 'customer') {
  const person = managedUsersSeed().find((p) =>
    kind === 'customer'
      ? p.role === 'user' && p.status === 'active'
      : p.role === 'staff' && p.status === (kind === 'blocked staff' ? 'blocked' : 'deactivated'),
  );
  return person!.id;
}

describe.each(storeKinds())('chat between staff (%s store)', (kind) => {
  const ctx = useTestApi(kind);
  /** the demo admin and editor (api/modules/auth/seed.ts), found by email, and their tokens */
  const people = {} as {
    admin: number;
    editor: number;
    customer: number;
    adminToken: string;
    customerToken: string;
  };
  const staff = chatSampleStaff();
  /** a sample staff person without a thread with either demo account (api/modules/chat/seed.ts) */
  const outsider = staff[13];

  beforeAll(async () => {
    const { auth } = ctx.api.deps.stores;
    people.admin = (await auth.findUserByEmail('admin@demo.com'))!.id;
    people.editor = (await auth.findUserByEmail('editor@demo.com'))!.id;
    people.adminToken = await ctx.api.tokenFor('admin');
    people.customerToken = await ctx.api.tokenFor('public');
    people.customer = (await auth.findUserByEmail('customer@test.invalid'))!.id;
  });

  const tokenOf = (reader: 'admin' | 'editor' | number) =>
    reader === 'admin'
      ? Promise.resolve(people.adminToken)
      : reader === 'editor'
        ? Promise.resolve(ctx.editor)
        : ctx.api.tokenFor('editor', reader);
  const get = async (path: string, reader: 'admin' | 'editor' | number = 'editor') =>
    ctx.api.request('GET', `${CHAT}${path}`, { token: await tokenOf(reader) });
  const post = async (
    path: string,
    body: unknown,
    reader: 'admin' | 'editor' | number = 'editor',
  ) => ctx.api.request('POST', `${CHAT}${path}`, { token: await tokenOf(reader), body });
  const chatsOf = async (reader: 'admin' | 'editor' | number) =>
    chatsReply.parse((await get('/chats', reader)).body);
  /** what the other side of a message is: the same message with isSent the other way */
  const otherSide = (m: ChatMessage) => ({ ...m, isSent: !m.isSent });

  describe('contacts', () => {
    it('are the active staff and admins other than the reader, by name, with email and department', async () => {
      const res = await get('/contacts');
      expect(res.status).toBe(200);
      const contacts = contactsReply.parse(res.body);
      const uids = contacts.map((c) => c.uid);
      expect(uids).not.toContain(people.editor);
      expect(uids).toContain(people.admin);
      for (const excluded of [
        people.customer,
        samplePerson('customer'),
        samplePerson('blocked staff'),
        samplePerson('deactivated staff'),
      ]) {
        expect(uids).not.toContain(excluded);
      }
      const accounts = await ctx.api.deps.stores.auth.listUsers();
      const expected = accounts.filter((a) => isChatStaff(a) && a.id !== people.editor);
      expect([...uids].sort((a, b) => a - b)).toEqual(
        expected.map((a) => a.id).sort((a, b) => a - b),
      );
      const names = contacts.map((c) => c.displayName);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
      const first = managedUsersSeed()[0];
      const account = accounts.find((a) => a.id === first.id)!;
      expect(contacts.find((c) => c.uid === first.id)).toEqual({
        uid: first.id,
        displayName: first.name,
        about: account.about,
        photoURL: first.avatar,
        status: account.status,
        email: first.email,
        department: first.department,
      });
      // the demo's colleagues are not all offline (api/modules/chat/seed.ts)
      expect(new Set(contacts.map((c) => c.status)).size).toBeGreaterThan(2);
      // the demo admin has no department: empty
      expect(contacts.find((c) => c.uid === people.admin)).toMatchObject({
        email: 'admin@demo.com',
        department: '',
      });
    });

    it('are filtered by a case-insensitive contains on the name', async () => {
      const first = managedUsersSeed()[0];
      const some = await get(`/contacts?q=${first.name.slice(0, 5).toUpperCase()}`);
      expect(some.status).toBe(200);
      expect(some.body.map((c: { uid: number }) => c.uid)).toContain(first.id);
      expect(
        some.body.every((c: { displayName: string }) =>
          c.displayName.toLowerCase().includes(first.name.slice(0, 5).toLowerCase()),
        ),
      ).toBe(true);
      const all = (await get('/contacts')).body;
      expect((await get('/contacts?q=')).body).toEqual(all);
      expect((await get('/contacts?q=nobody-by-this-name')).body).toEqual([]);
      // the reader is never their own contact, even by name
      expect((await get('/contacts?q=Tom%C3%A1s')).body).toEqual([]);
    });

    it('rejects an over-long search', async () => {
      for (const path of ['/contacts', '/chat-contacts']) {
        const res = await get(`${path}?q=${'a'.repeat(500)}`);
        expect(res.status).toBe(422);
        expect(res.body.field).toBe('q');
      }
    });
  });

  describe('one conversation, seen from each side', () => {
    it('two staff readers see the same messages, isSent from their own side', async () => {
      const admins = await chatsOf('admin');
      const editors = await chatsOf('editor');
      const fromAdmin = admins[String(people.editor)];
      const fromEditor = editors[String(people.admin)];
      expect(fromAdmin.msg.length).toBeGreaterThan(1);
      expect(fromEditor.msg.map(otherSide)).toEqual(fromAdmin.msg);
      for (const m of fromAdmin.msg) expect(m.isSent).toBe(m.senderId === people.admin);
      const ids = fromAdmin.msg.map((m) => m.id);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
    });

    it('keeps each side its own pin and its own unseen count', async () => {
      const fromAdmin = (await chatsOf('admin'))[String(people.editor)];
      const fromEditor = (await chatsOf('editor'))[String(people.admin)];
      // seeded: the admin pinned it; the editor's last message is not seen yet
      expect(fromAdmin.isPinned).toBe(true);
      expect(fromEditor.isPinned).toBe(false);
      expect(fromAdmin.unseenMsg).toBe(1);
      expect(fromEditor.unseenMsg).toBe(0);
    });

    it('GET chats/{contactId} is that one thread from the reader side', async () => {
      const all = await chatsOf('editor');
      for (const uid of Object.keys(all)) {
        const one = await get(`/chats/${uid}`);
        expect(one.status).toBe(200);
        expect(chatThreadSchema.parse(one.body)).toEqual(all[uid]);
      }
    });

    it('GET chats/{contactId} is 404 without a thread, for the reader, a customer or an unknown id', async () => {
      for (const uid of [
        outsider,
        people.editor,
        people.customer,
        samplePerson('blocked staff'),
        999_999,
      ]) {
        const res = await get(`/chats/${uid}`);
        expect(res.status, String(uid)).toBe(404);
        expect(res.body.code).toBe('notFound');
      }
      for (const bad of impossibleIds) expectImpossibleId(await get(`/chats/${bad}`), 'contactId');
    });

    it('chat-contacts lists the reader side: pinned first, then the latest conversation first', async () => {
      const res = await get('/chat-contacts', 'admin');
      expect(res.status).toBe(200);
      const list = chatContactsReply.parse(res.body);
      const chats = await chatsOf('admin');
      expect(list.map((c) => String(c.uid)).sort()).toEqual(Object.keys(chats).sort());
      const pinned = list.filter((c) => c.chat.isPinned);
      expect(list.slice(0, pinned.length)).toEqual(pinned);
      const rest = list.slice(pinned.length);
      for (const group of [pinned, rest]) {
        const times = group.map((c) => c.chat.lastMessage!.time);
        expect(times).toEqual([...times].sort().reverse());
      }
      for (const c of list) {
        expect(c.chat.lastMessage).toEqual(chats[String(c.uid)].msg.at(-1));
        expect(c.chat.unseenMsg).toBe(chats[String(c.uid)].unseenMsg);
      }
      const editor = list.find((c) => c.uid === people.editor)!;
      expect(editor.displayName).toBe('Tomás Reyes');
      const filtered = await get('/chat-contacts?q=tom%C3%A1s', 'admin');
      expect(filtered.body.map((c: { uid: number }) => c.uid)).toEqual([people.editor]);
      // a staff person without a thread is no chat contact yet
      const name = (await ctx.api.deps.stores.auth.findUserById(outsider))!.displayName;
      expect((await get(`/chat-contacts?q=${encodeURIComponent(name)}`, 'admin')).body).toEqual([]);
    });
  });

  describe('sending', () => {
    it('stores the server time, the reader as sender and unseen, whatever the body says of time', async () => {
      const before = (await chatsOf('editor'))[String(staff[6])].msg.length;
      const earliest = ctx.api.deps.now().getTime();
      const res = await post('/msg', {
        payload: {
          id: staff[6],
          msg: {
            textContent: 'Please send the CMR copy.',
            time: '2001-01-01T00:00:00Z',
            isSent: true,
            isSeen: false,
          },
        },
      });
      const latest = ctx.api.deps.now().getTime();
      expect(res.status).toBe(200);
      const reply = sendMessageReply.parse(res.body);
      expect(reply.msg).toMatchObject({
        senderId: people.editor,
        textContent: 'Please send the CMR copy.',
        isSent: true,
        isSeen: false,
      });
      const at = new Date(reply.msg.time).getTime();
      expect(at).toBeGreaterThanOrEqual(earliest);
      expect(at).toBeLessThanOrEqual(latest);
      expect(reply.chat.msg).toHaveLength(before + 1);
      expect(reply.chat.msg.at(-1)).toEqual(reply.msg);
      expect(reply.msg.id).toBeGreaterThan(reply.chat.msg.at(-2)!.id);
      expect((await get(`/chats/${staff[6]}`)).body).toEqual(reply.chat);
    });

    it('reaches the other person as received and unseen', async () => {
      const before = (await chatsOf('admin'))[String(people.editor)].unseenMsg;
      const res = await post('/msg', {
        payload: { id: people.admin, msg: { textContent: 'Bridge permit is in, 90 t.' } },
      });
      expect(res.status).toBe(200);
      const thread = (await chatsOf('admin'))[String(people.editor)];
      expect(thread.unseenMsg).toBe(before + 1);
      expect(thread.msg.at(-1)).toEqual(otherSide(res.body.msg));
    });

    it('keeps a message as plain text: HTML is text, 2,000 characters at most', async () => {
      const html = '<img src=x onerror="alert(1)"><b>bold</b> & done';
      const res = await post('/msg', { payload: { id: staff[6], msg: { textContent: html } } });
      expect(res.status).toBe(200);
      expect(res.body.msg.textContent).toBe(html);
      const longest = 'x'.repeat(MESSAGE_MAX);
      const long = await post('/msg', { payload: { id: staff[6], msg: { textContent: longest } } });
      expect(long.status).toBe(200);
      const tooLong = await post('/msg', {
        payload: { id: staff[6], msg: { textContent: `${longest}x` } },
      });
      expect(tooLong.status).toBe(422);
      expect(tooLong.body.field).toBe('payload.msg.textContent');
    });

    it('creates the thread when the first message goes to a colleague, pinned for the sender only', async () => {
      const outsiderToken = await ctx.api.tokenFor('editor', outsider);
      const res = await post('/msg', {
        payload: { id: outsider, isPinned: true, msg: { textContent: 'Dock 3 is free at 14:00.' } },
      });
      expect(res.status).toBe(200);
      expect(res.body.chat).toEqual({
        isPinned: true,
        unseenMsg: 0,
        msg: [res.body.msg],
      });
      const theirs = await ctx.api.request('GET', `${CHAT}/chats/${people.editor}`, {
        token: outsiderToken,
      });
      expect(theirs.status).toBe(200);
      expect(theirs.body).toEqual({
        isPinned: false,
        unseenMsg: 1,
        msg: [otherSide(res.body.msg)],
      });
      const name = (await ctx.api.deps.stores.auth.findUserById(outsider))!.displayName;
      expect(
        (await get(`/chat-contacts?q=${encodeURIComponent(name)}`)).body.map(
          (c: { uid: number }) => c.uid,
        ),
      ).toEqual([outsider]);
    });

    it('refuses a forged sender or seen flag, naming the field', async () => {
      for (const [msg, field] of [
        [{ textContent: 'from them', isSent: false }, 'payload.msg.isSent'],
        [{ textContent: 'already seen', isSeen: true }, 'payload.msg.isSeen'],
      ] as const) {
        const res = await post('/msg', { payload: { id: people.admin, msg } });
        expect(res.status).toBe(422);
        expect(res.body.field).toBe(field);
      }
    });
  });

  describe('marking seen and pinning', () => {
    it('marks seen only what the reader received, in both forms of the call', async () => {
      // the admin writes to the editor: the admin's own message stays unseen when the admin marks
      const sent = await post(
        '/msg',
        { payload: { id: people.editor, msg: { textContent: 'Escort leaves at 22:00.' } } },
        'admin',
      );
      expect(sent.status).toBe(200);
      const mine = await post('/mark-all-seen/', { contactId: people.editor }, 'admin');
      expect(mine.status).toBe(200);
      const thread = chatThreadSchema.parse(mine.body);
      expect(thread.unseenMsg).toBe(0);
      expect(thread.msg.filter((m) => !m.isSent).every((m) => m.isSeen)).toBe(true);
      expect(thread.msg.find((m) => m.id === sent.body.msg.id)!.isSeen).toBe(false);
      // the editor sees it: now it is seen on both sides
      const theirs = await post('/mark-all-seen', { id: people.admin });
      expect(theirs.status).toBe(200);
      expect(theirs.body.unseenMsg).toBe(0);
      const fromAdmin = (await chatsOf('admin'))[String(people.editor)];
      expect(fromAdmin.msg.find((m) => m.id === sent.body.msg.id)!.isSeen).toBe(true);
    });

    it('pins and unpins the reader side only', async () => {
      const uid = String(people.admin);
      const adminPin = (await chatsOf('admin'))[String(people.editor)].isPinned;
      const res = await post('/set-pinned/', { contactId: people.admin, value: true });
      expect(res.status).toBe(200);
      expect(res.body.isPinned).toBe(true);
      expect((await chatsOf('editor'))[uid].isPinned).toBe(true);
      expect((await chatsOf('admin'))[String(people.editor)].isPinned).toBe(adminPin);
      const off = await post('/set-pinned', { contactId: people.admin, value: false });
      expect(off.body.isPinned).toBe(false);
      expect((await chatsOf('admin'))[String(people.editor)].isPinned).toBe(adminPin);
    });
  });

  describe('nobody reads, writes or pins a thread they are not part of', () => {
    it('answers 404 and changes nothing: self, customer, blocked, deactivated, unknown, no thread', async () => {
      const before = { admin: await chatsOf('admin'), editor: await chatsOf('editor') };
      const cannotChat = [
        people.editor,
        people.customer,
        samplePerson('customer'),
        samplePerson('blocked staff'),
        samplePerson('deactivated staff'),
        999_999,
      ];
      const calls: [string, unknown][] = cannotChat.flatMap((uid) => [
        ['/msg', { payload: { id: uid, msg: { textContent: 'hello' } } }],
        ['/mark-all-seen/', { contactId: uid }],
        ['/set-pinned/', { contactId: uid, value: true }],
      ]);
      // a colleague without a thread: nothing to mark or pin
      const noThread = staff[14];
      calls.push(
        ['/mark-all-seen', { id: noThread }],
        ['/set-pinned', { contactId: noThread, value: true }],
      );
      for (const [path, body] of calls) {
        const res = await post(path, body);
        expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(404);
        expect(res.body.code).toBe('notFound');
      }
      expect(await chatsOf('admin')).toEqual(before.admin);
      expect(await chatsOf('editor')).toEqual(before.editor);
      expect((await get(`/chats/${noThread}`)).status).toBe(404);
    });

    it('a colleague outside a pair reaches none of its thread', async () => {
      const third = staff[15];
      const before = { admin: await chatsOf('admin'), editor: await chatsOf('editor') };
      const theirs = await chatsOf(third);
      expect(Object.keys(theirs)).not.toContain(String(people.admin));
      expect(Object.keys(theirs)).not.toContain(String(people.editor));
      for (const uid of [people.admin, people.editor]) {
        expect((await get(`/chats/${uid}`, third)).status).toBe(404);
        expect((await post('/mark-all-seen', { id: uid }, third)).status).toBe(404);
        expect((await post('/set-pinned', { contactId: uid, value: true }, third)).status).toBe(
          404,
        );
      }
      expect(await chatsOf('admin')).toEqual(before.admin);
      expect(await chatsOf('editor')).toEqual(before.editor);
    });

    it('needs a signed-in staff member: 401 without a token, 403 for a customer', async () => {
      const gets = ['/contacts', '/chats', `/chats/${people.admin}`, '/chat-contacts', '/profile'];
      for (const path of gets) {
        expect((await ctx.api.request('GET', `${CHAT}${path}`)).status).toBe(401);
        expect(
          (await ctx.api.request('GET', `${CHAT}${path}`, { token: people.customerToken })).status,
        ).toBe(403);
      }
      for (const [path, body] of [
        ['/mark-all-seen', { id: people.admin }],
        ['/set-pinned', { contactId: people.admin, value: true }],
        ['/msg', { payload: { id: people.admin, msg: { textContent: 'x' } } }],
        ['/set-status', { status: 'away' }],
      ] as const) {
        expect((await ctx.api.request('POST', `${CHAT}${path}`, { body })).status).toBe(401);
        expect(
          (await ctx.api.request('POST', `${CHAT}${path}`, { token: people.customerToken, body }))
            .status,
        ).toBe(403);
      }
    });
  });

  describe('status', () => {
    it('is saved, shown on the own profile and to colleagues', async () => {
      const profile = await get('/profile');
      expect(profile.status).toBe(200);
      expect(chatContactSchema.parse(profile.body)).toMatchObject({
        uid: people.editor,
        displayName: 'Tomás Reyes',
        email: 'editor@demo.com',
      });
      const set = await post('/set-status', { status: 'do not disturb' });
      expect(set.status).toBe(200);
      expect(set.body).toEqual({ ...profile.body, status: 'do not disturb' });
      expect((await get('/profile')).body.status).toBe('do not disturb');
      const seenByAdmin = (await get('/contacts', 'admin')).body.find(
        (c: { uid: number }) => c.uid === people.editor,
      );
      expect(seenByAdmin.status).toBe('do not disturb');
      const summary = (await get('/chat-contacts', 'admin')).body.find(
        (c: { uid: number }) => c.uid === people.editor,
      );
      expect(summary.status).toBe('do not disturb');
      await post('/set-status', { status: 'online' });
    });

    it.each([
      [{}, 'status'],
      [{ status: 'busy' }, 'status'],
      [{ status: 1 }, 'status'],
      [{ status: 'away', extra: true }, 'body'],
    ])('set-status with %j answers 422 naming %s', async (body, field) => {
      const res = await post('/set-status', body);
      expect(res.status).toBe(422);
      expect(res.body.field).toBe(field);
    });
  });

  describe('live events', () => {
    it('are published to the people a change concerns', async () => {
      const got = new Map<number, LiveEvent[]>();
      const listen = (id: number) => {
        got.set(id, []);
        return ctx.api.deps.live.subscribe(id, (event) => got.get(id)!.push(event));
      };
      const bystander = staff[16];
      const stops = [people.admin, people.editor, bystander].map(listen);
      try {
        const sent = await post('/msg', {
          payload: { id: people.admin, msg: { textContent: 'Live check' } },
        });
        const message = {
          type: 'chat.message',
          from: people.editor,
          to: people.admin,
          messageId: sent.body.msg.id,
        };
        expect(got.get(people.editor)).toEqual([message]);
        expect(got.get(people.admin)).toEqual([message]);

        await post('/mark-all-seen', { id: people.editor }, 'admin');
        const seen = { type: 'chat.seen', by: people.admin, contactId: people.editor };
        expect(got.get(people.admin)!.at(-1)).toEqual(seen);
        expect(got.get(people.editor)!.at(-1)).toEqual(seen);

        await post('/set-pinned', { contactId: people.admin, value: true });
        expect(got.get(people.editor)!.at(-1)).toEqual({
          type: 'chat.pinned',
          contactId: people.admin,
        });
        expect(got.get(people.admin)!.at(-1)).toEqual(seen);

        await post('/set-status', { status: 'away' });
        const status = { type: 'chat.status', uid: people.editor, status: 'away' };
        for (const id of [people.admin, people.editor, bystander]) {
          expect(got.get(id)!.at(-1)).toEqual(status);
        }
        // nothing about the pair's messages reached the bystander
        expect(got.get(bystander)).toEqual([status]);
      } finally {
        for (const stop of stops) stop();
        await post('/set-status', { status: 'online' });
        await post('/set-pinned', { contactId: people.admin, value: false });
      }
    });
  });

  describe('bad bodies', () => {
    it.each([
      ['/mark-all-seen/', {}, 'contactId'],
      ['/mark-all-seen/', { contactId: 'two' }, 'contactId'],
      ['/mark-all-seen', { id: -1 }, 'id'],
      ['/mark-all-seen', { id: 1.5 }, 'id'],
      ['/mark-all-seen', { id: 2_147_483_648 }, 'id'],
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
      ['/msg', { payload: { id: 1, msg: { textContent: 'a\u0000b' } } }, 'payload.msg.textContent'],
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
      ['/msg', { payload: { id: 1, msg: { textContent: 'hi', from: 2 } } }, 'payload.msg'],
      ['/msg', { payload: { id: 1, msg: { textContent: 'hi' }, isPinned: 1 } }, 'payload.isPinned'],
    ] as const)('%s with %j answers 422 naming %s', async (path, body, field) => {
      const res = await post(path, body);
      expect(res.status).toBe(422);
      expect(res.body.field).toBe(field);
      expect(res.body.error).toContain(field);
    });

    it.each(malformedBodies)('answers 4xx to a malformed body: $name', async ({ options }) => {
      for (const path of [
        '/mark-all-seen/',
        '/mark-all-seen',
        '/set-pinned/',
        '/msg',
        '/set-status',
      ]) {
        const res = await ctx.api.request('POST', `${CHAT}${path}`, {
          token: ctx.editor,
          ...options,
        });
        expect(res.status, path).toBeGreaterThanOrEqual(400);
        expect(res.status, path).toBeLessThan(500);
        expect(typeof res.body.error).toBe('string');
      }
    });
  });
});

describe('the sample conversations', () => {
  const now = testClock();
  const staffIds = new Set(chatSampleStaff());

  it('are between active staff, and the demo accounts talk to active staff', () => {
    expect(staffIds.size).toBeGreaterThan(16);
    const people = new Map(managedUsersSeed().map((p) => [p.id, p]));
    for (const id of staffIds) {
      expect(people.get(id)!.status).toBe('active');
      expect(people.get(id)!.role).not.toBe('user');
    }
    for (const t of chatThreadsSeed(now)) {
      expect(staffIds.has(t.a) && staffIds.has(t.b)).toBe(true);
    }
    const demo = demoChatThreadsSeed(now, { admin: 10_001, editor: 10_002 });
    for (const t of demo) {
      expect([t.a, t.b].some((id) => id === 10_001 || id === 10_002)).toBe(true);
      for (const id of [t.a, t.b]) expect(staffIds.has(id) || id > 10_000).toBe(true);
    }
  });

  it('are dated before now, each message from one person of its thread to the other', () => {
    const demo = demoChatThreadsSeed(now, { admin: 10_001, editor: 10_002 });
    for (const t of [...chatThreadsSeed(now), ...demo]) {
      for (const m of t.msg) {
        expect([t.a, t.b]).toContain(m.from);
        expect([t.a, t.b]).toContain(m.to);
        expect(m.from).not.toBe(m.to);
        expect(m.time.getTime()).toBeLessThan(now.getTime());
      }
    }
  });
});
