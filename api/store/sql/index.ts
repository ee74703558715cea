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

/** Migrates the database, seeds empty tables with the sample data, and returns the SQL stores. */
export async function createSqlStores(conn: SqlConnection, { seed = true } = {}): Promise<Stores> {
  await migrate(conn);
  const { db } = conn;
  if (seed) {
    await seedDataList(conn);
    await seedTodo(conn);
    await seedEmail(conn);
    await seedUserManagement(conn);
    await seedChat(conn);
    await seedCalendar(conn);
  }
  return {
    auth: sqlAuthStore(db),
    dataList: sqlDataListStore(db),
    todo: sqlTodoStore(db),
    email: sqlEmailStore(db),
    contact: sqlContactStore(db),
    userManagement: sqlUserManagementStore(db),
    chat: sqlChatStore(db),
    calendar: sqlCalendarStore(db),
  };
}
