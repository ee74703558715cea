import type { Clock } from '../platform/clock';
import type { Stores } from './stores';
import { sqlAuthStore } from './auth/sql-store.server';
import type { SqlConnection } from '../platform/sql/connection.server';
import { seedDataList, sqlDataListStore } from './data-list/sql-store.server';
import { seedTodo, sqlTodoStore } from './todo/sql-store.server';
import { seedEmail, sqlEmailStore } from './email/sql-store.server';
import { sqlContactStore } from './contact/sql-store.server';
import { migrate } from '../platform/sql/migrate.server';
import { peopleStore } from './user-management/store';
import { seedPeople } from './user-management/sql-seed.server';
import { seedChat, sqlChatStore } from './chat/sql-store.server';
import { seedCalendar, sqlCalendarStore } from './calendar/sql-store.server';
import { sqlPictureStore } from '../platform/sql/picture-store.server';
import { personAvatars } from './avatars/sql-tables.server';
import { dataListImages } from './data-list/sql-tables.server';
import { seedShop, sqlShopStore } from './shop/sql-store.server';
import { sqlOrdersStore } from './orders/sql-store.server';
import { memoryUploadStore } from './uploads/memory-store';
import { seedShipments, sqlShipmentsStore } from './shipments/sql-store.server';

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
    await seedPeople(conn, seededAt);
    await seedChat(conn, seededAt);
    await seedCalendar(conn, seededAt);
    await seedShop(conn);
    await seedShipments(conn, seededAt);
  }
  const auth = sqlAuthStore(db);
  return {
    auth,
    dataList: sqlDataListStore(conn),
    todo: sqlTodoStore(db),
    email: sqlEmailStore(db),
    contact: sqlContactStore(db),
    userManagement: peopleStore(auth),
    chat: sqlChatStore(db),
    calendar: sqlCalendarStore(db),
    avatars: sqlPictureStore(db, personAvatars),
    dataListImages: sqlPictureStore(db, dataListImages),
    shop: sqlShopStore(conn),
    orders: sqlOrdersStore(db),
    // uploads never go to the database (docs/decisions/0065)
    uploads: memoryUploadStore(),
    shipments: sqlShipmentsStore(db),
  };
}
