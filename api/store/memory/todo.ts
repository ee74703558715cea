import type { Task, TaskTag } from '../../contract/todo';
import type { TodoStore } from '../../modules/todo/store';
import { todoTagSeed, todoTaskSeed } from '../../seed/todo';
import { idCounter } from './ids';

export function memoryTodoStore(
  rows: Task[] = todoTaskSeed(),
  tags: TaskTag[] = todoTagSeed(),
): TodoStore {
  const tasks = new Map(rows.map((row) => [row.id, structuredClone(row)]));
  const nextId = idCounter(rows);
  return {
    async listTasks() {
      return [...tasks.values()].map((row) => structuredClone(row));
    },
    async getTask(id) {
      const row = tasks.get(id);
      return row && structuredClone(row);
    },
    async insertTask(task) {
      const id = nextId();
      tasks.set(id, { ...structuredClone(task), id });
      return id;
    },
    async updateTask(id, changes) {
      const task = tasks.get(id);
      if (!task) return undefined;
      Object.assign(task, structuredClone(changes), { id });
      return structuredClone(task);
    },
    async listTags() {
      return structuredClone(tags);
    },
  };
}
