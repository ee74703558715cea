import { beforeAll, describe, expect, it } from 'vitest';
import { taskFilterSchema, taskSchema, taskTagSchema, type Task } from './contract';
import { dayAfter, demoTodoTasksSeed, seedDemoTasks } from './seed';
import { createSqlStores } from '../sql-stores.server.ts';
import {
  expectImpossibleId,
  impossibleIds,
  malformedBodies,
  storeKinds,
  useTestApi,
} from '../../test/harness';

const USERS = '/api/user-management/users';

describe.each(storeKinds())('todo (%s store)', (kind) => {
  const ctx = useTestApi(kind);

  /** the admin's token (the editor's is ctx.editor) */
  let admin: string;
  beforeAll(async () => {
    admin = await ctx.api.tokenFor('admin');
  });

  const listAs = async (token: string, filter?: string) => {
    const res = await ctx.api.request(
      'GET',
      `/api/apps/todo/tasks${filter ? `?filter=${filter}` : ''}`,
      { token },
    );
    expect(res.status).toBe(200);
    return res.body as Task[];
  };
  const list = (filter?: string) => listAs(ctx.editor, filter);
  /** every task of the reader: the list and the trash */
  const everythingOf = async (token: string) => [
    ...(await listAs(token, 'all')),
    ...(await listAs(token, 'trashed')),
  ];
  /** the id of one of the editor's tasks not in the trash (the nth, newest first) */
  const editorTaskId = async (n = 0) => (await list('all'))[n].id;
  const update = (id: number | string, task: object, token = ctx.editor) =>
    ctx.api.request('POST', `/api/apps/todo/task/${id}`, { token, body: { task } });
  const remove = (id: number | string, token = ctx.editor) =>
    ctx.api.request('DELETE', `/api/apps/todo/task/${id}`, { token });

  it('lists the four tags with their fixed values', async () => {
    const res = await ctx.api.request('GET', '/api/apps/todo/tags', { token: ctx.editor });
    expect(res.status).toBe(200);
    expect(res.body.map((tag: { value: string }) => tag.value)).toEqual([
      'frontend',
      'backend',
      'doc',
      'bug',
    ]);
    for (const tag of res.body) expect(taskTagSchema.parse(tag)).toEqual(tag);
  });

  it('lists the sample tasks in the shape of the contract, newest first, trashed ones left out', async () => {
    const all = await list('all');
    expect(all.length).toBeGreaterThanOrEqual(18);
    for (const task of all) {
      expect(taskSchema.parse(task)).toEqual(task);
      expect(task.isTrashed).toBe(false);
    }
    expect(all.map((t) => t.id)).toEqual([...all.map((t) => t.id)].sort((a, b) => b - a));
    expect(await list()).toEqual(all);
  });

  it('filters by flag and by tag value; trashed only under trashed', async () => {
    const everything = [...(await list('all')), ...(await list('trashed'))];
    const trashed = await list('trashed');
    expect(trashed.length).toBeGreaterThan(0);
    expect(trashed.every((t) => t.isTrashed)).toBe(true);
    for (const flag of ['starred', 'important', 'completed'] as const) {
      const key = { starred: 'isStarred', important: 'isImportant', completed: 'isCompleted' }[
        flag
      ] as 'isStarred' | 'isImportant' | 'isCompleted';
      const shown = await list(flag);
      expect(shown.length).toBeGreaterThan(0);
      expect(shown.map((t) => t.id).sort()).toEqual(
        everything
          .filter((t) => t[key] && !t.isTrashed)
          .map((t) => t.id)
          .sort(),
      );
    }
    for (const tag of ['frontend', 'backend', 'doc', 'bug'] as const) {
      const shown = await list(tag);
      expect(shown.length).toBeGreaterThan(0);
      expect(shown.map((t) => t.id).sort()).toEqual(
        everything
          .filter((t) => t.tags.includes(tag) && !t.isTrashed)
          .map((t) => t.id)
          .sort(),
      );
    }
  });

  it('answers 422 naming filter for an unknown filter', async () => {
    const res = await ctx.api.request('GET', '/api/apps/todo/tasks?filter=urgent', {
      token: ctx.editor,
    });
    expect(res.status).toBe(422);
    expect(res.body.field).toBe('filter');
    expect(res.body.error).toMatch(/^filter: /);
  });

  it('creates a task with highest id + 1, filling the fields left out', async () => {
    // the highest id any task was given: the demo accounts' tasks are all there are so far
    const every = [...(await everythingOf(ctx.editor)), ...(await everythingOf(admin))];
    const highest = Math.max(...every.map((t) => t.id));
    const created = await ctx.api.request('POST', '/api/apps/todo/tasks/', {
      token: ctx.editor,
      body: {
        task: {
          title: 'Book trucks for the Penang run',
          tags: ['frontend', 'frontend'],
          isStarred: true,
        },
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: highest + 1 });
    const [first] = await list('starred');
    expect(first).toEqual({
      id: highest + 1,
      title: 'Book trucks for the Penang run',
      desc: '',
      dueDate: null,
      isImportant: false,
      isStarred: true,
      tags: ['frontend'],
      isCompleted: false,
      isTrashed: false,
    });
    // without the trailing slash too; an id in the body is ignored
    const again = await ctx.api.request('POST', '/api/apps/todo/tasks', {
      token: ctx.editor,
      body: {
        task: {
          id: 3,
          title: 'Second',
          desc: 'x',
          dueDate: null,
          isImportant: true,
          isStarred: false,
          tags: [],
          isCompleted: false,
          isTrashed: false,
        },
      },
    });
    expect(again.status).toBe(201);
    expect(again.body).toEqual({ id: highest + 2 });
  });

  it('merges an update, returns the task, and moves it between filters', async () => {
    const id = await editorTaskId(4);
    const res = await ctx.api.request('POST', `/api/apps/todo/task/${id}`, {
      token: ctx.editor,
      body: { task: { id, isTrashed: true, tags: ['bug'] } },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, isTrashed: true, tags: ['bug'] });
    expect(typeof res.body.title).toBe('string');
    expect((await list('trashed')).map((t) => t.id)).toContain(id);
    expect((await list('all')).map((t) => t.id)).not.toContain(id);
    expect((await list('bug')).map((t) => t.id)).not.toContain(id);

    const restored = await ctx.api.request('POST', `/api/apps/todo/task/${id}`, {
      token: ctx.editor,
      body: { task: { isTrashed: false, isCompleted: true, title: 'Airfreight rates requested' } },
    });
    expect(restored.body).toMatchObject({
      id,
      isTrashed: false,
      isCompleted: true,
      tags: ['bug'],
      title: 'Airfreight rates requested',
    });
    expect((await list('completed')).map((t) => t.id)).toContain(id);
    expect((await list('bug')).map((t) => t.id)).toContain(id);
  });

  it('keeps concurrent changes of different fields, and an empty change answers the task as it is', async () => {
    const before = (await list('all'))[1];
    const path = `/api/apps/todo/task/${before.id}`;
    const replies = await Promise.all([
      ctx.api.request('POST', path, {
        token: ctx.editor,
        body: { task: { isStarred: !before.isStarred } },
      }),
      ctx.api.request('POST', path, {
        token: ctx.editor,
        body: { task: { isCompleted: !before.isCompleted } },
      }),
      ctx.api.request('POST', path, {
        token: ctx.editor,
        body: { task: { desc: 'Telex release agreed.' } },
      }),
    ]);
    expect(replies.map((res) => res.status)).toEqual([200, 200, 200]);
    const after = await ctx.api.request('POST', path, { token: ctx.editor, body: { task: {} } });
    expect(after.status).toBe(200);
    expect(after.body).toEqual({
      ...before,
      isStarred: !before.isStarred,
      isCompleted: !before.isCompleted,
      desc: 'Telex release agreed.',
    });
    expect(
      (
        await ctx.api.request('POST', '/api/apps/todo/task/9999', {
          token: ctx.editor,
          body: { task: {} },
        })
      ).status,
    ).toBe(404);
  });

  it('answers 404 for an unknown task and changes nothing', async () => {
    const before = [...(await list('all')), ...(await list('trashed'))];
    const star = (id: string) =>
      ctx.api.request('POST', `/api/apps/todo/task/${id}`, {
        token: ctx.editor,
        body: { task: { isStarred: true } },
      });
    const res = await star('9999');
    expect(res.status).toBe(404);
    expect(typeof res.body.error).toBe('string');
    for (const bad of impossibleIds) expectImpossibleId(await star(bad));
    expect([...(await list('all')), ...(await list('trashed'))]).toEqual(before);
  });

  it.each([
    ['task', { title: 'x' }],
    ['task.title', { task: {} }],
    ['task.title', { task: { title: '   ' } }],
    ['task.title', { task: { title: 'x'.repeat(201) } }],
    ['task.title', { task: { title: 42 } }],
    ['task.desc', { task: { title: 'ok', desc: 'x'.repeat(200_000) } }],
    ['task.isStarred', { task: { title: 'ok', isStarred: 'yes' } }],
    ['task.tags.0', { task: { title: 'ok', tags: ['urgent'] } }],
    ['task.tags', { task: { title: 'ok', tags: 'bug' } }],
    ['task.tags', { task: { title: 'ok', tags: Array(21).fill('bug') } }],
    ['task', { task: { title: 'ok', colour: 'red' } }],
    ['task.id', { task: { title: 'ok', id: 'seven' } }],
  ])('a new task names the wrong field %s', async (field, body) => {
    const res = await ctx.api.request('POST', '/api/apps/todo/tasks', { token: ctx.editor, body });
    expect(res.status).toBe(422);
    expect(res.body.field).toBe(field);
    expect(res.body.error).toContain(field);
  });

  it.each([
    ['task', {}],
    ['task.title', { task: { title: '' } }],
    ['task.isCompleted', { task: { isCompleted: 1 } }],
    ['task.tags.1', { task: { tags: ['doc', 7] } }],
    ['task.desc', { task: { desc: 'x'.repeat(5_001) } }],
    ['task', { task: { owner: 'me' } }],
  ])('an update names the wrong field %s and changes nothing', async (field, body) => {
    const before = (await list('all'))[2];
    const res = await ctx.api.request('POST', `/api/apps/todo/task/${before.id}`, {
      token: ctx.editor,
      body,
    });
    expect(res.status).toBe(422);
    expect(res.body.field).toBe(field);
    expect((await list('all')).find((t) => t.id === before.id)).toEqual(before);
  });

  it.each(malformedBodies)('answers 4xx to a malformed body: $name', async ({ options }) => {
    const id = await editorTaskId();
    for (const path of ['/api/apps/todo/tasks/', `/api/apps/todo/task/${id}`]) {
      const res = await ctx.api.request('POST', path, { token: ctx.editor, ...options });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(typeof res.body.error).toBe('string');
    }
  });

  it('needs a signed-in staff member on every path', async () => {
    const visitor = await ctx.api.tokenFor('public');
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/apps/todo/tasks?filter=all'],
      ['GET', '/api/apps/todo/tags'],
      ['POST', '/api/apps/todo/tasks/', { task: { title: 'Nope' } }],
      ['POST', '/api/apps/todo/task/1', { task: { isStarred: true } }],
      ['DELETE', '/api/apps/todo/task/1'],
    ];
    for (const [method, path, body] of calls) {
      expect((await ctx.api.request(method, path, { body })).status).toBe(401);
      expect((await ctx.api.request(method, path, { body, token: 'not-a-token' })).status).toBe(
        401,
      );
      expect((await ctx.api.request(method, path, { body, token: visitor })).status).toBe(403);
    }
    expect((await ctx.api.request('GET', '/api/apps/todo/tags', { token: admin })).status).toBe(
      200,
    );
  });
  it('gives each demo account its own sample tasks, with due days counted from now', async () => {
    const editorTasks = await everythingOf(ctx.editor);
    const adminTasks = await everythingOf(admin);
    // seeded when the test API started, a moment ago: the day then may be yesterday by now
    const now = ctx.api.deps.now();
    const seeds = [now, new Date(now.getTime() - 60 * 60_000)].map((at) => ({
      at,
      seed: demoTodoTasksSeed(at),
    }));
    /** the due days of the sample tasks, in the order they were seeded (the oldest id first) */
    const dueDays = (tasks: Task[], count: number) =>
      [...tasks]
        .sort((a, b) => a.id - b.id)
        .slice(0, count)
        .map((t) => t.dueDate);
    const seeded = seeds.find(
      ({ seed }) =>
        JSON.stringify(dueDays(editorTasks, seed.editor.length)) ===
          JSON.stringify(seed.editor.map((t) => t.dueDate)) &&
        JSON.stringify(dueDays(adminTasks, seed.admin.length)) ===
          JSON.stringify(seed.admin.map((t) => t.dueDate)),
    );
    expect(seeded).toBeDefined();
    const today = dayAfter(seeded!.at, 0);
    for (const tasks of [editorTasks, adminTasks]) {
      expect(tasks.filter((t) => !t.isTrashed).length).toBeGreaterThanOrEqual(18);
      const due = tasks.map((t) => t.dueDate);
      expect(due.some((d) => d !== null && d < today)).toBe(true);
      expect(due).toContain(today);
      expect(due.some((d) => d !== null && d > today)).toBe(true);
      expect(due).toContain(null);
      for (const d of due) if (d !== null) expect(d).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    // the two lists never share a task
    const editorIds = new Set(editorTasks.map((t) => t.id));
    expect(adminTasks.filter((t) => editorIds.has(t.id))).toEqual([]);
  });

  it('seeds the demo accounts once: a store started again keeps their tasks as they are', async () => {
    const before = [await everythingOf(ctx.editor), await everythingOf(admin)];
    const { stores } = ctx.api.deps;
    await seedDemoTasks(stores.todo, stores.auth, ctx.api.deps.now());
    if (ctx.api.conn) {
      // a SQL database opened again: migrations and seeds run over what is there
      const again = await createSqlStores(ctx.api.conn, { now: ctx.api.deps.now });
      await seedDemoTasks(again.todo, again.auth, ctx.api.deps.now());
    }
    expect([await everythingOf(ctx.editor), await everythingOf(admin)]).toEqual(before);
  });

  it('seeds a person once when two starts seed at the same moment', async () => {
    const person = await ctx.api.deps.stores.auth.createUser({
      email: `seed.race.${crypto.randomUUID().slice(0, 8)}@siamgateway.example`,
      displayName: 'Seed Race',
      passwordHash: null,
      photoURL: '',
      phoneNumber: null,
      about: '',
      status: 'offline',
      role: 'editor',
      providerId: 'jwt',
      providerSubject: null,
      createdAt: ctx.api.deps.now(),
    });
    const { editor: tasks } = demoTodoTasksSeed(ctx.api.deps.now());
    // a second set of stores over the same database, as a second process has
    const other = ctx.api.conn
      ? (await createSqlStores(ctx.api.conn, { now: ctx.api.deps.now })).todo
      : ctx.api.deps.stores.todo;
    const seeded = await Promise.all([
      ctx.api.deps.stores.todo.seedTasks(person!.id, tasks),
      other.seedTasks(person!.id, tasks),
    ]);
    expect(seeded.sort()).toEqual([false, true]);
    const token = await ctx.api.tokenFor('editor', person!.id);
    expect(await everythingOf(token)).toHaveLength(tasks.length);
  });

  it("never shows, changes or deletes another person's task: 404, and the task stays as it was", async () => {
    // a task of the admin's in the trash, and one of the editor's
    const adminTask = (await listAs(admin, 'all'))[0];
    const adminTrashed = (await listAs(admin, 'trashed'))[0];
    const editorTask = (await list('all'))[0];
    const adminBefore = await everythingOf(admin);
    const editorBefore = await everythingOf(ctx.editor);

    for (const [id, token] of [
      [adminTask.id, ctx.editor],
      [adminTrashed.id, ctx.editor],
      [editorTask.id, admin],
    ] as const) {
      const changed = await update(id, { title: 'Taken over', isTrashed: true }, token);
      expect(changed.status).toBe(404);
      expect(changed.body.code).toBe('notFound');
      expect((await update(id, {}, token)).status).toBe(404);
      expect((await remove(id, token)).status).toBe(404);
    }
    expect(await everythingOf(admin)).toEqual(adminBefore);
    expect(await everythingOf(ctx.editor)).toEqual(editorBefore);
    // and no list of the editor's shows it
    for (const filter of taskFilterSchema.options) {
      const ids = (await list(filter)).map((t) => t.id);
      expect(ids).not.toContain(adminTask.id);
      expect(ids).not.toContain(adminTrashed.id);
    }
  });

  it("a new task is its creator's only", async () => {
    const created = await ctx.api.request('POST', '/api/apps/todo/tasks', {
      token: admin,
      body: { task: { title: 'Approve the Penang trucking invoice' } },
    });
    expect(created.status).toBe(201);
    expect((await listAs(admin, 'all'))[0].id).toBe(created.body.id);
    expect((await everythingOf(ctx.editor)).map((t) => t.id)).not.toContain(created.body.id);
    expect((await update(created.body.id, { isStarred: true })).status).toBe(404);
  });

  it('a new staff member starts with an empty list, and keeps their tasks to themselves', async () => {
    const invited = await ctx.api.request('POST', USERS, {
      token: admin,
      body: {
        user: {
          email: `new.hire.${crypto.randomUUID().slice(0, 8)}@siamgateway.example`,
          name: 'Nok Sutthisak',
          role: 'staff',
          department: 'sales',
        },
      },
    });
    expect(invited.status).toBe(201);
    const newcomer = await ctx.api.tokenFor('editor', invited.body.id);
    for (const filter of taskFilterSchema.options) {
      expect(await listAs(newcomer, filter)).toEqual([]);
    }
    // the tags are everyone's
    expect(
      (await ctx.api.request('GET', '/api/apps/todo/tags', { token: newcomer })).body,
    ).toHaveLength(4);
    const editorTask = (await list('all'))[0];
    expect((await update(editorTask.id, { isStarred: true }, newcomer)).status).toBe(404);

    const created = await ctx.api.request('POST', '/api/apps/todo/tasks/', {
      token: newcomer,
      body: { task: { title: 'Read the customs handbook', dueDate: '2026-12-01' } },
    });
    expect(created.status).toBe(201);
    expect((await listAs(newcomer, 'all')).map((t) => t.id)).toEqual([created.body.id]);
    expect((await everythingOf(ctx.editor)).map((t) => t.id)).not.toContain(created.body.id);
    expect((await everythingOf(admin)).map((t) => t.id)).not.toContain(created.body.id);
  });

  it('keeps a due day exactly as sent, and null clears it', async () => {
    const created = await ctx.api.request('POST', '/api/apps/todo/tasks', {
      token: ctx.editor,
      body: { task: { title: 'Pay the port dues', dueDate: '2028-02-29' } },
    });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    const shown = () => list('all').then((tasks) => tasks.find((t) => t.id === id)!);
    expect((await shown()).dueDate).toBe('2028-02-29');
    // the first and the last day of a year, whatever the server's zone
    for (const day of ['2026-01-01', '2026-12-31']) {
      const res = await update(id, { dueDate: day });
      expect(res.status).toBe(200);
      expect(res.body.dueDate).toBe(day);
      expect((await shown()).dueDate).toBe(day);
    }
    // a change of another field leaves the day as it is
    expect((await update(id, { isStarred: true })).body.dueDate).toBe('2026-12-31');
    const cleared = await update(id, { dueDate: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body.dueDate).toBeNull();
    expect((await shown()).dueDate).toBeNull();
    for (const task of await list('all')) expect(taskSchema.parse(task)).toEqual(task);
  });

  it.each([
    ['2026-02-30'],
    ['2026-1-5'],
    ['2026-13-01'],
    ['05/01/2026'],
    ['2026-11-22T00:00:00.000Z'],
    [''],
    [20_261_122],
    [true],
    [{ day: '2026-11-22' }],
    ['x'.repeat(200_000)],
  ])(
    'refuses the due day %j with 422 naming task.dueDate, on create and update',
    async (dueDate) => {
      const created = await ctx.api.request('POST', '/api/apps/todo/tasks', {
        token: ctx.editor,
        body: { task: { title: 'Bad day', dueDate } },
      });
      expect(created.status).toBe(422);
      expect(created.body.field).toBe('task.dueDate');
      expect(created.body.error).toContain('task.dueDate');
      const before = (await list('all'))[0];
      const res = await update(before.id, { dueDate });
      expect(res.status).toBe(422);
      expect(res.body.field).toBe('task.dueDate');
      expect((await list('all'))[0]).toEqual(before);
    },
  );

  it.each([
    ['task.title', { title: 'x'.repeat(200_000) }],
    ['task.desc', { desc: 'x'.repeat(200_000) }],
    ['task.tags.0', { tags: ['x'.repeat(200_000)] }],
    ['task.isTrashed', { isTrashed: 'x'.repeat(200_000) }],
    ['task.isImportant', { isImportant: null }],
    ['task.tags', { tags: null }],
  ])('an update refuses %s with a huge string or a wrong type', async (field, task) => {
    const before = (await list('all'))[0];
    const res = await update(before.id, task);
    expect(res.status).toBe(422);
    expect(res.body.field).toBe(field);
    expect((await list('all'))[0]).toEqual(before);
  });

  it('deletes for ever only a task in the trash; another stays, with 409 notInTrash', async () => {
    const task = (await list('all'))[0];
    const kept = await remove(task.id);
    expect(kept.status).toBe(409);
    expect(kept.body).toMatchObject({ code: 'notInTrash', field: 'id' });
    expect((await list('all'))[0]).toEqual(task);

    expect((await update(task.id, { isTrashed: true })).status).toBe(200);
    const deleted = await remove(task.id);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ ok: true });
    expect((await everythingOf(ctx.editor)).map((t) => t.id)).not.toContain(task.id);
    // gone: deleting or changing it again is 404
    expect((await remove(task.id)).status).toBe(404);
    expect((await update(task.id, { isTrashed: false })).status).toBe(404);
    // a restored task is no longer in the trash
    const restored = (await list('trashed'))[0];
    expect((await update(restored.id, { isTrashed: false })).status).toBe(200);
    expect((await remove(restored.id)).status).toBe(409);
    expect((await list('all')).map((t) => t.id)).toContain(restored.id);
    // the next new task still gets a new id, never the deleted one
    const created = await ctx.api.request('POST', '/api/apps/todo/tasks', {
      token: ctx.editor,
      body: { task: { title: 'After the delete' } },
    });
    expect(created.body.id).toBeGreaterThan(task.id);
  });

  it('deletes a task once when two deletes come at once, and a restore racing a delete leaves one outcome', async () => {
    const created = await ctx.api.request('POST', '/api/apps/todo/tasks', {
      token: ctx.editor,
      body: { task: { title: 'Deleted twice', isTrashed: true } },
    });
    const id = created.body.id as number;
    const replies = await Promise.all([remove(id), remove(id)]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 404]);

    const raced = await ctx.api.request('POST', '/api/apps/todo/tasks', {
      token: ctx.editor,
      body: { task: { title: 'Restored or deleted', isTrashed: true } },
    });
    const [restored, deleted] = await Promise.all([
      update(raced.body.id, { isTrashed: false }),
      remove(raced.body.id),
    ]);
    const shown = (await everythingOf(ctx.editor)).filter((t) => t.id === raced.body.id);
    if (deleted.status === 200) {
      expect(shown).toEqual([]);
      // the restore came after: the task was gone
      expect(restored.status).toBe(404);
    } else {
      expect(deleted.status).toBe(409);
      expect(restored.status).toBe(200);
      expect(shown).toMatchObject([{ isTrashed: false }]);
    }
  });

  it('answers 404 to deleting an unknown task and 422 to an impossible id; a body is ignored', async () => {
    const before = await everythingOf(ctx.editor);
    const res = await remove(999_999);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('notFound');
    for (const bad of impossibleIds) expectImpossibleId(await remove(bad));
    const trashed = (await list('trashed'))[0];
    for (const { options } of malformedBodies) {
      const reply = await ctx.api.request('DELETE', `/api/apps/todo/task/${trashed.id}`, {
        token: admin,
        ...options,
      });
      expect(reply.status).toBe(404);
    }
    expect(await everythingOf(ctx.editor)).toEqual(before);
  });
});
