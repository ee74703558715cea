import {
  taskMatches,
  type Task,
  type TaskChanges,
  type TaskFilter,
  type TaskInput,
} from './contract';
import { ApiError, notFound } from '../../platform/errors';
import type { TodoStore } from './store';

const newTaskDefaults: Omit<TaskInput, 'title'> = {
  desc: '',
  dueDate: null,
  isImportant: false,
  isStarred: false,
  tags: [],
  isCompleted: false,
  isTrashed: false,
};

const unknownTask = (id: number) => notFound(`No task with id ${id}`);

/**
 * Every call names the reader (`ownerId`, the account id): a task is its owner's, and another
 * person's task answers 404 like a missing one (docs/decisions/0056).
 */
export function todoService(store: TodoStore) {
  return {
    /** the reader's tasks of a filter, newest first */
    async list(ownerId: number, filter: TaskFilter) {
      return (await store.listTasks(ownerId))
        .filter((task) => taskMatches(task, filter))
        .sort((a, b) => b.id - a.id);
    },
    tags() {
      return store.listTags();
    },
    create(ownerId: number, task: Partial<TaskInput> & Pick<TaskInput, 'title'>) {
      return store.insertTask(ownerId, { ...newTaskDefaults, ...task });
    },
    /** merges the given fields; the id never changes */
    async update(ownerId: number, id: number, changes: TaskChanges): Promise<Task> {
      const task = await store.updateTask(ownerId, id, changes);
      if (!task) throw unknownTask(id);
      return task;
    },
    /** deletes a task in the trash for ever (409 notInTrash for any other; nothing deleted) */
    async deleteForever(ownerId: number, id: number) {
      const result = await store.deleteTrashedTask(ownerId, id);
      if (!result) throw unknownTask(id);
      if (result === 'notInTrash') {
        throw new ApiError(
          409,
          'notInTrash',
          `id: only a task in the trash is deleted for ever, not ${id}`,
          { field: 'id' },
        );
      }
      return { ok: true as const };
    },
  };
}

/**
 * The reader's own tasks that contain `q` (the store searches, in the database on SQL): another
 * person's task is never among them (docs/decisions/0056).
 */
export function searchTasks(store: TodoStore, ownerId: number, q: string, limit: number) {
  return store.searchTasks(ownerId, q, limit);
}
