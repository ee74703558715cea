import { insertRow, seedOwnerOnce } from '../../platform/sql/patch-row.server';
import { containsPattern } from '../../platform/sql/contains-pattern';
import { and, asc, desc, eq, getTableColumns, ilike, or, sql } from 'drizzle-orm';
import type { TodoStore } from './store';
import { todoTagSeed } from './seed';
import type { SqlConnection, SqlDb } from '../../platform/sql/connection.server';
import { todoTags, todoTasks } from './sql-tables.server';
import { seedTable } from '../../platform/sql/seed.server';

/**
 * The tags only: tasks are their owners' (docs/decisions/0056), and the demo accounts' samples
 * are seeded with the accounts (api/modules/todo/seed.ts).
 */
export async function seedTodo(conn: SqlConnection) {
  const { db } = conn;
  await seedTable(conn, 'todo_tags', () => db.insert(todoTags).values(todoTagSeed()), {
    identity: false,
  });
}

/** The advisory lock of seeding a person's sample tasks: this key and the person's id. */
const SEED_LOCK = 4716180;

/** The columns of a task as the contract has it: all but the owner. */
const { ownerId: _owner, ...taskColumns } = getTableColumns(todoTasks);

export function sqlTodoStore(db: SqlDb): TodoStore {
  const owned = (ownerId: number, id: number) =>
    and(eq(todoTasks.ownerId, ownerId), eq(todoTasks.id, id));
  return {
    listTasks: (ownerId) =>
      db.select(taskColumns).from(todoTasks).where(eq(todoTasks.ownerId, ownerId)),
    async getTask(ownerId, id) {
      const [row] = await db.select(taskColumns).from(todoTasks).where(owned(ownerId, id));
      return row;
    },
    insertTask: (ownerId, task) => insertRow(db, todoTasks, { ...task, ownerId }),
    /** once per owner, across processes (seedOwnerOnce) */
    seedTasks: async (ownerId, tasks) =>
      tasks.length > 0 &&
      seedOwnerOnce(
        db,
        SEED_LOCK,
        ownerId,
        async (tx) =>
          (
            await tx
              .select({ id: todoTasks.id })
              .from(todoTasks)
              .where(eq(todoTasks.ownerId, ownerId))
              .limit(1)
          ).length > 0,
        async (tx) => {
          await tx.insert(todoTasks).values(tasks.map((task) => ({ ...task, ownerId })));
        },
      ),
    /** one statement: UPDATE ... WHERE owner AND id RETURNING (a SELECT when nothing is to set) */
    async updateTask(ownerId, id, changes) {
      const nothing = Object.values(changes).every((value) => value === undefined);
      const [row] = nothing
        ? await db.select(taskColumns).from(todoTasks).where(owned(ownerId, id))
        : await db.update(todoTasks).set(changes).where(owned(ownerId, id)).returning(taskColumns);
      return row;
    },
    /** one DELETE of a trashed task; when it deleted nothing, a read says why */
    async deleteTrashedTask(ownerId, id) {
      const deleted = await db
        .delete(todoTasks)
        .where(and(owned(ownerId, id), eq(todoTasks.isTrashed, true)))
        .returning({ id: todoTasks.id });
      if (deleted.length) return 'deleted';
      const [left] = await db
        .select({ id: todoTasks.id })
        .from(todoTasks)
        .where(owned(ownerId, id));
      return left ? 'notInTrash' : undefined;
    },
    listTags: () => db.select().from(todoTags).orderBy(asc(todoTags.id)),
    /** one SELECT: the page of matches and, beside each, how many match in all */
    async searchTasks(ownerId, q, limit) {
      const pattern = containsPattern(q);
      const rows = await db
        .select({ ...taskColumns, total: sql<number>`count(*) over ()` })
        .from(todoTasks)
        .where(
          and(
            eq(todoTasks.ownerId, ownerId),
            or(ilike(todoTasks.title, pattern), ilike(todoTasks.desc, pattern)),
          ),
        )
        .orderBy(desc(todoTasks.id))
        .limit(limit);
      return {
        total: Number(rows[0]?.total ?? 0),
        tasks: rows.map(({ total: _total, ...task }) => task),
      };
    },
  };
}
