import type { Clock } from '../platform/clock';
import type { AuthStore } from './auth/store';
import { mergeModuleStores, type ModuleStores, type Stores } from './stores';
import { memoryAuthStore } from './auth/memory-store';
import { memoryDataListStore } from './data-list/memory-store';
import { memoryTodoStore } from './todo/memory-store';
import { memoryEmailStore } from './email/memory-store';
import { memoryContactStore } from './contact/memory-store';
import { memoryChatStore } from './chat/memory-store';
import { memoryCalendarStore } from './calendar/memory-store';
import { memoryPictureStore } from '../platform/memory/pictures';
import { memoryShopStore } from './shop/memory-store';
import { memoryOrdersStore } from './orders/memory-store';
import { memoryUploadStore } from './uploads/memory-store';
import { memoryShipmentsStore } from './shipments/memory-store';
import { shipmentsSeed } from './shipments/seed';
import { memoryCompaniesStore } from './companies/memory-store';
import { memoryDocumentStore } from '../platform/memory/documents';
import { companiesSeed } from './companies/seed';
import { emailSeed } from './email/seed';
import { chatThreadsSeed } from './chat/seed';
import { calendarEventsSeed } from './calendar/seed';
import { samplePeopleAccounts } from './user-management/seed';
import { peopleStore } from './user-management/store';
import { memoryOutbox, type MemoryOutbox } from '../platform/memory/outbox';
import { memoryShipmentMailStore } from './shipment-mail/memory-store';

/**
 * What a module's memory stores are made from: the seed's time, the accounts' store, and the
 * outbox a store enqueues its mails in.
 */
interface MemoryStoreContext {
  seededAt: Date;
  auth: AuthStore;
  outbox: MemoryOutbox;
}

/** Each module's stores in memory, seeded from the same sample data as the SQL ones. */
export const memoryModuleStores: {
  [M in keyof ModuleStores]: (context: MemoryStoreContext) => ModuleStores[M];
} = {
  auth: ({ auth }) => ({ auth }),
  companies: ({ seededAt }) => ({ companies: memoryCompaniesStore(companiesSeed(seededAt)) }),
  'data-list': () => ({ dataList: memoryDataListStore(), dataListImages: memoryPictureStore() }),
  todo: () => ({ todo: memoryTodoStore() }),
  email: ({ seededAt }) => ({ email: memoryEmailStore(emailSeed(seededAt)) }),
  contact: () => ({ contact: memoryContactStore() }),
  'user-management': ({ auth }) => ({ userManagement: peopleStore(auth) }),
  chat: ({ seededAt, auth }) => ({ chat: memoryChatStore(auth, chatThreadsSeed(seededAt)) }),
  calendar: ({ seededAt, auth }) => ({
    calendar: memoryCalendarStore(calendarEventsSeed(seededAt), auth),
  }),
  avatars: () => ({ avatars: memoryPictureStore() }),
  shop: () => ({ shop: memoryShopStore() }),
  orders: () => ({ orders: memoryOrdersStore() }),
  uploads: () => ({ uploads: memoryUploadStore() }),
  shipments: ({ seededAt, outbox }) => ({
    shipments: memoryShipmentsStore(shipmentsSeed(seededAt), outbox),
  }),
  'shipment-documents': () => ({ shipmentDocuments: memoryDocumentStore() }),
  'shipment-mail': ({ outbox }) => ({ shipmentMail: memoryShipmentMailStore(outbox) }),
};

/**
 * The in-memory store, seeded from the same sample data as the SQL store. Sample times count back
 * from `now`, the API's clock, read once here.
 */
export function createMemoryStores(now: Clock): Stores {
  const seededAt = now();
  // the sample people are accounts (ids 268-317); new accounts continue after them
  const auth = memoryAuthStore({
    users: samplePeopleAccounts(seededAt),
    refreshTokens: [],
    passwordResets: [],
    highestUserId: 0,
  });
  const outbox = memoryOutbox();
  return mergeModuleStores(
    Object.values(memoryModuleStores).map((make) => make({ seededAt, auth, outbox })),
    { outbox },
  );
}
