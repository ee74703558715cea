import { describe, expect, it } from 'vitest';
import { taskSchema, taskTagSchema } from '../../contract/todo';
import { expectImpossibleId, impossibleIds, malformedBodies, storeKinds, useTestApi } from '../../test/harness';

describe.each(storeKinds())('todo (%s store)', (kind) => {
  const ctx = useTestApi(kind);

  const list = async (filter?: string) => {
    const res = await ctx.api.request('GET', `/api/apps/todo/tasks${filter ? `?filter=${filter}` : ''}`, {
      token: ctx.editor,
    });
    expect(res.status).toBe(200);
    return res.body as { id: number; isTrashed: boolean; isStarred: boolean; isImportant: boolean; isCompleted: boolean; tags: string[] }[];
  };

  it('lists the four tags with their fixed values', async () => {
    const res = await ctx.api.request('GET', '/api/apps/todo/tags', { token: ctx.editor });
    expect(res.status).toBe(200);
    expect(res.body.map((tag: { value: string }) => tag.value)).toEqual(['frontend', 'backend', 'doc', 'bug']);
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
      const key = { starred: 'isStarred', important: 'isImportant', completed: 'isCompleted' }[flag] as
        'isStarred' | 'isImportant' | 'isCompleted';
      const shown = await list(flag);
      expect(shown.length).toBeGreaterThan(0);
      expect(shown.map((t) => t.id).sort()).toEqual(
        everything.filter((t) => t[key] && !t.isTrashed).map((t) => t.id).sort(),
      );
    }
    for (const tag of ['frontend', 'backend', 'doc', 'bug']) {
      const shown = await list(tag);
      expect(shown.length).toBeGreaterThan(0);
      expect(shown.map((t) => t.id).sort()).toEqual(
        everything.filter((t) => t.tags.includes(tag) && !t.isTrashed).map((t) => t.id).sort(),
      );
    }
  });

  it('answers 422 naming filter for an unknown filter', async () => {
    const res = await ctx.api.request('GET', '/api/apps/todo/tasks?filter=urgent', { token: ctx.editor });
    expect(res.status).toBe(422);
    expect(res.body.field).toBe('filter');
    expect(res.body.error).toMatch(/^filter: /);
  });

  it('creates a task with highest id + 1, filling the fields left out', async () => {
    const before = await list('all');
    const highest = Math.max(...[...before, ...(await list('trashed'))].map((t) => t.id));
    const created = await ctx.api.request('POST', '/api/apps/todo/tasks/', {
      token: ctx.editor,
      body: { task: { title: 'Book trucks for the Penang run', tags: ['frontend', 'frontend'], isStarred: true } },
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: highest + 1 });
    const [first] = await list('starred');
    expect(first).toEqual({
      id: highest + 1,
      title: 'Book trucks for the Penang run',
      desc: '',
      isImportant: false,
      isStarred: true,
      tags: ['frontend'],
      isCompleted: false,
      isTrashed: false,
    });
    // without the trailing slash too; an id in the body is ignored
    const again = await ctx.api.request('POST', '/api/apps/todo/tasks', {
      token: ctx.editor,
      body: { task: { id: 3, title: 'Second', desc: 'x', isImportant: true, isStarred: false, tags: [], isCompleted: false, isTrashed: false } },
    });
    expect(again.status).toBe(201);
    expect(again.body).toEqual({ id: highest + 2 });
  });

  it('merges an update, returns the task, and moves it between filters', async () => {
    const res = await ctx.api.request('POST', '/api/apps/todo/task/5', {
      token: ctx.editor,
      body: { task: { id: 5, isTrashed: true, tags: ['bug'] } },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: 5, isTrashed: true, tags: ['bug'] });
    expect(typeof res.body.title).toBe('string');
    expect((await list('trashed')).map((t) => t.id)).toContain(5);
    expect((await list('all')).map((t) => t.id)).not.toContain(5);
    expect((await list('bug')).map((t) => t.id)).not.toContain(5);

    const restored = await ctx.api.request('POST', '/api/apps/todo/task/5', {
      token: ctx.editor,
      body: { task: { isTrashed: false, isCompleted: true, title: 'Airfreight rates requested' } },
    });
    expect(restored.body).toMatchObject({ id: 5, isTrashed: false, isCompleted: true, tags: ['bug'], title: 'Airfreight rates requested' });
    expect((await list('completed')).map((t) => t.id)).toContain(5);
    expect((await list('bug')).map((t) => t.id)).toContain(5);
  });

  it('keeps concurrent changes of different fields, and an empty change answers the task as it is', async () => {
    const before = (await list('all')).find((t) => t.id === 2)!;
    const replies = await Promise.all([
      ctx.api.request('POST', '/api/apps/todo/task/2', { token: ctx.editor, body: { task: { isStarred: !before.isStarred } } }),
      ctx.api.request('POST', '/api/apps/todo/task/2', { token: ctx.editor, body: { task: { isCompleted: !before.isCompleted } } }),
      ctx.api.request('POST', '/api/apps/todo/task/2', { token: ctx.editor, body: { task: { desc: 'Telex release agreed.' } } }),
    ]);
    expect(replies.map((res) => res.status)).toEqual([200, 200, 200]);
    const after = await ctx.api.request('POST', '/api/apps/todo/task/2', { token: ctx.editor, body: { task: {} } });
    expect(after.status).toBe(200);
    expect(after.body).toEqual({
      ...before,
      isStarred: !before.isStarred,
      isCompleted: !before.isCompleted,
      desc: 'Telex release agreed.',
    });
    expect((await ctx.api.request('POST', '/api/apps/todo/task/9999', { token: ctx.editor, body: { task: {} } })).status).toBe(404);
  });

  it('answers 404 for an unknown task and changes nothing', async () => {
    const before = [...(await list('all')), ...(await list('trashed'))];
    const star = (id: string) =>
      ctx.api.request('POST', `/api/apps/todo/task/${id}`, { token: ctx.editor, body: { task: { isStarred: true } } });
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
    const before = (await list('all')).find((t) => t.id === 3);
    const res = await ctx.api.request('POST', '/api/apps/todo/task/3', { token: ctx.editor, body });
    expect(res.status).toBe(422);
    expect(res.body.field).toBe(field);
    expect((await list('all')).find((t) => t.id === 3)).toEqual(before);
  });

  it.each(malformedBodies)('answers 4xx to a malformed body: $name', async ({ options }) => {
    for (const path of ['/api/apps/todo/tasks/', '/api/apps/todo/task/3']) {
      const res = await ctx.api.request('POST', path, { token: ctx.editor, ...options });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(typeof res.body.error).toBe('string');
    }
  });

  it('needs a signed-in staff member on every path', async () => {
    const visitor = await ctx.api.tokenFor('public');
    const admin = await ctx.api.tokenFor('admin');
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/apps/todo/tasks?filter=all'],
      ['GET', '/api/apps/todo/tags'],
      ['POST', '/api/apps/todo/tasks/', { task: { title: 'Nope' } }],
      ['POST', '/api/apps/todo/task/1', { task: { isStarred: true } }],
    ];
    for (const [method, path, body] of calls) {
      expect((await ctx.api.request(method, path, { body })).status).toBe(401);
      expect((await ctx.api.request(method, path, { body, token: 'not-a-token' })).status).toBe(401);
      expect((await ctx.api.request(method, path, { body, token: visitor })).status).toBe(403);
    }
    expect((await ctx.api.request('GET', '/api/apps/todo/tags', { token: admin })).status).toBe(200);
  });
});
