import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Task, TaskFilter } from '../../../../api/modules/todo/contract';
import { dropTask, putTask, restoreTasks, snapshotTasks } from './task-cache';

const task = (id: number, fields: Partial<Task> = {}): Task => ({
  id,
  title: `Task ${id}`,
  desc: '',
  dueDate: null,
  isImportant: false,
  isStarred: false,
  tags: [],
  isCompleted: false,
  isTrashed: false,
  ...fields,
});

function cached(views: Partial<Record<TaskFilter, Task[]>>) {
  const client = new QueryClient();
  for (const [filter, tasks] of Object.entries(views)) {
    client.setQueryData(['todo', 'tasks', filter], tasks);
  }
  const ids = (filter: TaskFilter) =>
    client.getQueryData<Task[]>(['todo', 'tasks', filter])?.map((t) => t.id);
  return { client, ids };
}

describe('the cached views follow a change at once', () => {
  it('trashing takes a task out of all and its tag, into the trash', () => {
    const one = task(1, { tags: ['doc'] });
    const { client, ids } = cached({
      all: [task(3), one],
      doc: [one],
      trashed: [task(2, { isTrashed: true })],
    });
    putTask(client, { ...one, isTrashed: true });
    expect(ids('all')).toEqual([3]);
    expect(ids('doc')).toEqual([]);
    expect(ids('trashed')).toEqual([2, 1]);
  });

  it('completing puts a task into completed at its place (newest first) and keeps it in all', () => {
    const { client, ids } = cached({
      all: [task(5), task(4), task(2)],
      completed: [task(6, { isCompleted: true }), task(1, { isCompleted: true })],
    });
    putTask(client, { ...task(4), isCompleted: true });
    expect(ids('completed')).toEqual([6, 4, 1]);
    expect(ids('all')).toEqual([5, 4, 2]);
    expect(
      client.getQueryData<Task[]>(['todo', 'tasks', 'all'])?.find((t) => t.id === 4)?.isCompleted,
    ).toBe(true);
  });

  it('a deleted task leaves every view, and a refusal puts them all back', () => {
    const gone = task(2, { isTrashed: true });
    const { client, ids } = cached({ all: [task(1)], trashed: [gone] });
    const before = snapshotTasks(client);
    dropTask(client, 2);
    expect(ids('trashed')).toEqual([]);
    restoreTasks(client, before);
    expect(ids('trashed')).toEqual([2]);
    expect(ids('all')).toEqual([1]);
  });
});
