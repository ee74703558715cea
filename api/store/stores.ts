import type { AuthStore } from '../modules/auth/store';
import type { DataListStore } from '../modules/data-list/store';
import type { TodoStore } from '../modules/todo/store';
import type { EmailStore } from '../modules/email/store';
import type { ContactStore } from '../modules/contact/store';
import type { UserManagementStore } from '../modules/user-management/store';
import type { ChatStore } from '../modules/chat/store';
import type { CalendarStore } from '../modules/calendar/store';
import type { PictureStore } from '../platform/pictures';
import type { ShopStore } from '../modules/shop/store';
import type { OrdersStore } from '../modules/orders/store';
import type { UploadStore } from '../modules/uploads/store';
import type { ShipmentsStore } from '../modules/shipments/store';

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
