import type { Task, TaskChanges, TaskInput, TaskTag } from './contract';

/**
 * The tasks, each its owner's (an account id, docs/decisions/0056): every call names the owner and
 * reads, changes or deletes only that owner's tasks. Another owner's task is as absent as a
 * missing one.
 */
export interface TodoStore {
  /** the owner's tasks, in no particular order */
  listTasks(ownerId: number): Promise<Task[]>;
  getTask(ownerId: number, id: number): Promise<Task | undefined>;
  /** Inserts with a new id: the highest id ever given + 1, never reused. */
  insertTask(ownerId: number, task: TaskInput): Promise<number>;
  /**
   * The demo accounts' samples: inserts the tasks in their order when the owner has none yet, and
   * answers whether it did. Two processes starting at once seed an owner once.
   */
  seedTasks(ownerId: number, tasks: TaskInput[]): Promise<boolean>;
  /**
   * Sets the given fields of the owner's task in one write (concurrent changes of other fields are
   * kept); undefined when the owner has no such task.
   */
  updateTask(ownerId: number, id: number, changes: TaskChanges): Promise<Task | undefined>;
  /**
   * Deletes the owner's task for ever if it is in the trash, in one write: 'deleted';
   * 'notInTrash' (nothing deleted); undefined when the owner has no such task.
   */
  deleteTrashedTask(ownerId: number, id: number): Promise<'deleted' | 'notInTrash' | undefined>;
  listTags(): Promise<TaskTag[]>;
  /**
   * The search across everything (api/modules/search): up to `limit` of the owner's tasks whose
   * title or description contain `q` (ignoring case, every character literally), newest first,
   * and how many match in all. In the database on SQL, not over every row in JavaScript.
   */
  searchTasks(ownerId: number, q: string, limit: number): Promise<{ total: number; tasks: Task[] }>;
}
