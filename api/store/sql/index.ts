import type { Clock } from '../../platform/clock';
import type { Stores } from '../stores';
import { sqlAuthStore } from './auth';
import type { SqlConnection } from './connection';
import { seedDataList, sqlDataListStore } from './data-list';
import { seedTodo, sqlTodoStore } from './todo';
import { seedEmail, sqlEmailStore } from './email';
import { sqlContactStore } from './contact';
import { migrate } from './migrate';
import { peopleStore } from '../../modules/user-management/store';
import { seedPeople } from './people';
import { seedChat, sqlChatStore } from './chat';
import { seedCalendar, sqlCalendarStore } from './calendar';
import { sqlPictureStore } from './pictures';
import { dataListImages, personAvatars } from './schema/pictures';
import { seedShop, sqlShopStore } from './shop';
import { sqlOrdersStore } from './orders';
import { memoryUploadStore } from '../memory/uploads';
import { seedShipments, sqlShipmentsStore } from './shipments';

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
