import type { Task, TaskChanges, TaskInput, TaskTag } from '../../contract/todo';

export interface TodoStore {
  listTasks(): Promise<Task[]>;
  getTask(id: number): Promise<Task | undefined>;
  /** Inserts with a new id: the highest id ever given + 1, never reused. */
  insertTask(task: TaskInput): Promise<number>;
  /** Sets the given fields in one write (concurrent changes of other fields are kept); undefined when there is no such task. */
  updateTask(id: number, changes: TaskChanges): Promise<Task | undefined>;
  listTags(): Promise<TaskTag[]>;
}
