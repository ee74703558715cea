import { asc, eq } from 'drizzle-orm';
import type { TodoStore } from '../../modules/todo/store';
import { todoTagSeed, todoTaskSeed } from '../../seed/todo';
import type { SqlConnection, SqlDb } from './connection';
import { todoTags, todoTasks } from './schema/todo';
import { patchRow } from './patch-row';
import { seedTable } from './seed';

export async function seedTodo(conn: SqlConnection) {
  const { db } = conn;
  await seedTable(conn, 'todo_tasks', () => db.insert(todoTasks).values(todoTaskSeed()));
  await seedTable(conn, 'todo_tags', () => db.insert(todoTags).values(todoTagSeed()), {
    identity: false,
  });
}

export function sqlTodoStore(db: SqlDb): TodoStore {
  return {
    listTasks: () => db.select().from(todoTasks),
    async getTask(id) {
      const [row] = await db.select().from(todoTasks).where(eq(todoTasks.id, id));
      return row;
    },
    async insertTask(task) {
      const [row] = await db.insert(todoTasks).values(task).returning({ id: todoTasks.id });
      return row.id;
    },
    updateTask: (id, changes) => patchRow(db, todoTasks, id, changes),
    listTags: () => db.select().from(todoTags).orderBy(asc(todoTags.id)),
  };
}
