import type { AuthStore } from './auth/store';
import type { DataListStore } from './data-list/store';
import type { TodoStore } from './todo/store';
import type { EmailStore } from './email/store';
import type { ContactStore } from './contact/store';
import type { UserManagementStore } from './user-management/store';
import type { ChatStore } from './chat/store';
import type { CalendarStore } from './calendar/store';
import type { PictureStore } from '../platform/pictures';
import type { ShopStore } from './shop/store';
import type { OrdersStore } from './orders/store';
import type { UploadStore } from './uploads/store';
import type { ShipmentsStore } from './shipments/store';
import type { CompaniesStore } from './companies/store';
import type { DocumentStore } from '../platform/documents';
import type { OutboxQueue } from '../platform/outbox';
import type { ShipmentMailStore } from './shipment-mail/store';

/**
 * The stores of every module that keeps data, by the module's name in ./index.ts (a test checks
 * the names): the one list the memory assembly (./memory-stores.ts) and the SQL assembly
 * (./sql-stores.server.ts) must each fill, entry by entry, or the type check fails. A module
 * without data (search, help, live, ...) has no entry. docs/adding-a-module.md.
 */
export interface ModuleStores {
  auth: { auth: AuthStore };
  /** customer companies: before the people and the shipments that name them (the SQL seeds) */
  companies: { companies: CompaniesStore };
  'data-list': {
    dataList: DataListStore;
    /** data-list products' images */
    dataListImages: PictureStore;
  };
  todo: { todo: TodoStore };
  email: { email: EmailStore };
  contact: { contact: ContactStore };
  'user-management': { userManagement: UserManagementStore };
  chat: { chat: ChatStore };
  calendar: { calendar: CalendarStore };
  /** people's pictures */
  avatars: { avatars: PictureStore };
  shop: { shop: ShopStore };
  orders: { orders: OrdersStore };
  /** the upload demonstration's files: in memory only, in both assemblies (decision 0065) */
  uploads: { uploads: UploadStore };
  shipments: { shipments: ShipmentsStore };
  /** shipments' documents (bills of lading, invoices, proofs of delivery) */
  'shipment-documents': { shipmentDocuments: DocumentStore };
  /** who follows a shipment by e-mail, and the company people's choice of status mail */
  'shipment-mail': { shipmentMail: ShipmentMailStore };
}

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (
  u: infer I,
) => void
  ? I
  : never;

/**
 * What the platform keeps beside the modules, in the same database: the mail outbox
 * (docs/decisions/0074), which a module's store enqueues into within its own transaction and the
 * server's worker sends from.
 */
export interface PlatformStores {
  outbox: OutboxQueue;
}

/** Every module's stores in one object (ApiDeps): `deps.shipments`, `deps.auth`, ... */
export type Stores = {
  [K in keyof UnionToIntersection<ModuleStores[keyof ModuleStores]>]: UnionToIntersection<
    ModuleStores[keyof ModuleStores]
  >[K];
} & PlatformStores;

/**
 * Every module's stores in one object, from what an assembly made for each module: the
 * assembly's map, typed by ModuleStores, is what makes the whole every store.
 */
export function mergeModuleStores(
  made: ModuleStores[keyof ModuleStores][],
  platform: PlatformStores,
): Stores {
  return Object.assign({}, ...made, platform) as Stores;
}
