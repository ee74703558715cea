import type { Clock } from '../../platform/clock';
import type { Stores } from '../stores';
import { sqlAuthStore } from './auth';
import type { SqlConnection } from './connection';
import { seedDataList, sqlDataListStore } from './data-list';
import { seedTodo, sqlTodoStore } from './todo';
import { seedEmail, sqlEmailStore } from './email';
import { sqlContactStore } from './contact';
import { migrate } from './migrate';
import { seedUserManagement, sqlUserManagementStore } from './user-management';
import { seedChat, sqlChatStore } from './chat';
import { seedCalendar, sqlCalendarStore } from './calendar';

/**
 * Migrates the database, seeds empty tables with the sample data, and returns the SQL stores.
 * Sample times count back from `now`, the API's clock, read once here.
 */
export async function createSqlStores(
  conn: SqlConnection,
  { now, seed = true }: { now: Clock; seed?: boolean },
): Promise<Stores> {
  await migrate(conn);
  const { db } = conn;
  if (seed) {
    const seededAt = now();
    await seedDataList(conn);
    await seedTodo(conn);
    await seedEmail(conn, seededAt);
    await seedUserManagement(conn);
    await seedChat(conn, seededAt);
    await seedCalendar(conn, seededAt);
  }
  return {
    auth: sqlAuthStore(db),
    dataList: sqlDataListStore(conn),
    todo: sqlTodoStore(db),
    email: sqlEmailStore(db),
    contact: sqlContactStore(db),
    userManagement: sqlUserManagementStore(db),
    chat: sqlChatStore(db),
    calendar: sqlCalendarStore(db),
  };
}
