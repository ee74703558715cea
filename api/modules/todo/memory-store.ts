import type { Task, TaskInput, TaskTag } from './contract';
import type { TodoStore } from './store';
import { todoTagSeed } from './seed';
import { idCounter } from '../../platform/memory/ids';

/** A stored task: the contract's task and its owner's account id. */
export type OwnedTask = Task & { ownerId: number };

/**
 * Tasks by id, copies in and out. Every method reads and writes without an await in between, so
 * a check (the owner, the trash) and the write it allows cannot be split by another request.
 * No tasks at the start: the demo accounts' samples come with them (api/modules/todo/seed.ts).
 */
export function memoryTodoStore(
  rows: OwnedTask[] = [],
  tags: TaskTag[] = todoTagSeed(),
): TodoStore {
  const byId = new Map(rows.map((row) => [row.id, structuredClone(row)]));
  const nextId = idCounter(rows);
  const owned = (ownerId: number, id: number) => {
    const row = byId.get(id);
    return row?.ownerId === ownerId ? row : undefined;
  };
  const out = (row: OwnedTask | undefined): Task | undefined => {
    if (!row) return undefined;
    const { ownerId: _owner, ...task } = structuredClone(row);
    return task;
  };
  const insert = (ownerId: number, task: TaskInput) => {
    const id = nextId();
    byId.set(id, { ...structuredClone(task), id, ownerId });
    return id;
  };
  return {
    async listTasks(ownerId) {
      return [...byId.values()].filter((row) => row.ownerId === ownerId).map((row) => out(row)!);
    },
    async getTask(ownerId, id) {
      return out(owned(ownerId, id));
    },
    async insertTask(ownerId, task) {
      return insert(ownerId, task);
    },
    async seedTasks(ownerId, tasks) {
      if ([...byId.values()].some((row) => row.ownerId === ownerId)) return false;
      for (const task of tasks) insert(ownerId, task);
      return true;
    },
    async updateTask(ownerId, id, changes) {
      const row = owned(ownerId, id);
      if (!row) return undefined;
      const defined = Object.entries(structuredClone(changes)).filter(([, v]) => v !== undefined);
      Object.assign(row, Object.fromEntries(defined), { id, ownerId });
      return out(row);
    },
    async deleteTrashedTask(ownerId, id) {
      const row = owned(ownerId, id);
      if (!row) return undefined;
      if (!row.isTrashed) return 'notInTrash';
      byId.delete(id);
      return 'deleted';
    },
    async listTags() {
      return structuredClone(tags);
    },
    async searchTasks(ownerId, q, limit) {
      const needle = q.toLowerCase();
      const found = [...byId.values()]
        .filter(
          (row) =>
            row.ownerId === ownerId && `${row.title}\n${row.desc}`.toLowerCase().includes(needle),
        )
        .sort((a, b) => b.id - a.id);
      return { total: found.length, tasks: found.slice(0, limit).map((row) => out(row)!) };
    },
  };
}
