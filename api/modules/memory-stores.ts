import type { Clock } from '../platform/clock';
import type { Stores } from './stores';
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
import { emailSeed } from './email/seed';
import { chatThreadsSeed } from './chat/seed';
import { calendarEventsSeed } from './calendar/seed';
import { samplePeopleAccounts } from './user-management/seed';
import { peopleStore } from './user-management/store';

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
  return {
    auth,
    dataList: memoryDataListStore(),
    todo: memoryTodoStore(),
    email: memoryEmailStore(emailSeed(seededAt)),
    contact: memoryContactStore(),
    userManagement: peopleStore(auth),
    chat: memoryChatStore(auth, chatThreadsSeed(seededAt)),
    calendar: memoryCalendarStore(calendarEventsSeed(seededAt), auth),
    avatars: memoryPictureStore(),
    dataListImages: memoryPictureStore(),
    shop: memoryShopStore(),
    orders: memoryOrdersStore(),
    uploads: memoryUploadStore(),
    shipments: memoryShipmentsStore(shipmentsSeed(seededAt)),
  };
}
