import type { Task, TaskTag } from '../../contract/todo';
import type { TodoStore } from '../../modules/todo/store';
import { todoTagSeed, todoTaskSeed } from '../../seed/todo';
import { memoryTable } from './table';

export function memoryTodoStore(
  rows: Task[] = todoTaskSeed(),
  tags: TaskTag[] = todoTagSeed(),
): TodoStore {
  const tasks = memoryTable(rows);
  return {
    listTasks: tasks.list,
    getTask: tasks.get,
    insertTask: tasks.insert,
    updateTask: tasks.patch,
    async listTags() {
      return structuredClone(tags);
    },
  };
}
