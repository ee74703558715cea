import type { Stores } from '../stores';
import { memoryAuthStore } from './auth';
import { memoryDataListStore } from './data-list';
import { memoryTodoStore } from './todo';
import { memoryEmailStore } from './email';
import { memoryContactStore } from './contact';
import { memoryUserManagementStore } from './user-management';
import { memoryChatStore } from './chat';
import { memoryCalendarStore } from './calendar';

/** The in-memory store, seeded from the same sample data as the SQL store. */
export function createMemoryStores(): Stores {
  return {
    auth: memoryAuthStore(),
    dataList: memoryDataListStore(),
    todo: memoryTodoStore(),
    email: memoryEmailStore(),
    contact: memoryContactStore(),
    userManagement: memoryUserManagementStore(),
    chat: memoryChatStore(),
    calendar: memoryCalendarStore(),
  };
}
