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

/** Every domain's store. Each has a memory adapter (store/memory) and a SQL adapter (store/sql). */
export interface Stores {
  auth: AuthStore;
  dataList: DataListStore;
  todo: TodoStore;
  email: EmailStore;
  contact: ContactStore;
  userManagement: UserManagementStore;
  chat: ChatStore;
  calendar: CalendarStore;
  /** people's pictures */
  avatars: PictureStore;
  /** data-list products' images */
  dataListImages: PictureStore;
  shop: ShopStore;
  orders: OrdersStore;
  /** the upload demonstration's files: in memory only, in both adapters (decision 0065) */
  uploads: UploadStore;
  shipments: ShipmentsStore;
}
