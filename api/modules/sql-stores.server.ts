import type { Clock } from '../platform/clock';
import type { AuthStore } from './auth/store';
import { mergeModuleStores, type ModuleStores, type Stores } from './stores';
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
import { seedCompanies, sqlCompaniesStore } from './companies/sql-store.server';
import { sqlDocumentStore } from '../platform/sql/document-store.server';
import { sqlOutbox, type SqlOutbox } from '../platform/sql/outbox.server';
import { sqlShipmentMailStore } from './shipment-mail/sql-store.server';

/** What a module's SQL stores are opened with beside the connection. */
interface SqlStoreContext {
  auth: AuthStore;
  /** the outbox a store enqueues its mails in, within its own transaction */
  outbox: SqlOutbox;
}

/** One module's SQL side: its sample rows written into empty tables, and its stores. */
interface SqlModuleStores<S> {
  seed?: (conn: SqlConnection, seededAt: Date) => Promise<void>;
  open: (conn: SqlConnection, context: SqlStoreContext) => S;
}

/**
 * Each module's SQL stores and seed, seeded in this order (the customer companies before the
 * people and shipments that name them, the people before the chat threads and events that name
 * them).
 */
export const sqlModuleStores: {
  [M in keyof ModuleStores]: SqlModuleStores<ModuleStores[M]>;
} = {
  auth: { open: (_conn, { auth }) => ({ auth }) },
  companies: { seed: seedCompanies, open: ({ db }) => ({ companies: sqlCompaniesStore(db) }) },
  'data-list': {
    seed: seedDataList,
    open: (conn) => ({
      dataList: sqlDataListStore(conn),
      dataListImages: sqlPictureStore(conn.db, dataListImages),
    }),
  },
  todo: { seed: seedTodo, open: ({ db }) => ({ todo: sqlTodoStore(db) }) },
  email: { seed: seedEmail, open: ({ db }) => ({ email: sqlEmailStore(db) }) },
  contact: { open: ({ db }) => ({ contact: sqlContactStore(db) }) },
  'user-management': {
    seed: seedPeople,
    open: (_conn, { auth }) => ({ userManagement: peopleStore(auth) }),
  },
  chat: { seed: seedChat, open: ({ db }) => ({ chat: sqlChatStore(db) }) },
  calendar: { seed: seedCalendar, open: ({ db }) => ({ calendar: sqlCalendarStore(db) }) },
  avatars: { open: ({ db }) => ({ avatars: sqlPictureStore(db, personAvatars) }) },
  shop: { seed: (conn) => seedShop(conn), open: (conn) => ({ shop: sqlShopStore(conn) }) },
  orders: { open: ({ db }) => ({ orders: sqlOrdersStore(db) }) },
  // uploads never go to the database (docs/decisions/0065)
  uploads: { open: () => ({ uploads: memoryUploadStore() }) },
  shipments: {
    seed: seedShipments,
    open: ({ db }, { outbox }) => ({ shipments: sqlShipmentsStore(db, outbox) }),
  },
  'shipment-documents': { open: ({ db }) => ({ shipmentDocuments: sqlDocumentStore(db) }) },
  'shipment-mail': {
    open: ({ db }, { outbox }) => ({ shipmentMail: sqlShipmentMailStore(db, outbox) }),
  },
};

/**
 * Migrates the database, seeds empty tables with the sample data, and returns the SQL stores.
 * Sample times count back from `now`, the API's clock, read once here.
 */
export async function createSqlStores(
  conn: SqlConnection,
  { now, seed = true }: { now: Clock; seed?: boolean },
): Promise<Stores> {
  await migrate(conn);
  const modules = Object.values(sqlModuleStores);
  if (seed) {
    const seededAt = now();
    for (const module of modules) await module.seed?.(conn, seededAt);
  }
  const auth = sqlAuthStore(conn.db);
  const outbox = sqlOutbox(conn.db);
  return mergeModuleStores(
    modules.map((module) => module.open(conn, { auth, outbox })),
    { outbox },
  );
}
