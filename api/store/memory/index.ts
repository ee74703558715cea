import type { Clock } from '../../platform/clock';
import type { Stores } from '../stores';
import { memoryAuthStore } from './auth';
import { memoryDataListStore } from './data-list';
import { memoryTodoStore } from './todo';
import { memoryEmailStore } from './email';
import { memoryContactStore } from './contact';
import { memoryChatStore } from './chat';
import { memoryCalendarStore } from './calendar';
import { memoryPictureStore } from './pictures';
import { memoryShopStore } from './shop';
import { memoryOrdersStore } from './orders';
import { memoryUploadStore } from './uploads';
import { memoryShipmentsStore } from './shipments';
import { shipmentsSeed } from '../../seed/shipments';
import { emailSeed } from '../../seed/email';
import { chatThreadsSeed } from '../../seed/chat';
import { calendarEventsSeed } from '../../seed/calendar';
import { samplePeopleAccounts } from '../../seed/user-management';
import { peopleStore } from '../../modules/user-management/store';

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
