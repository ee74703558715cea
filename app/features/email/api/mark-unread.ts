import * as endpoints from '../../../../api/modules/email/endpoints';
import { apiRequest } from '../../../lib/http/api-client';
import { useMailChange } from './mail-change';

export interface MarkUnread {
  emailIds: number[];
  unreadFlag: boolean;
}

/** POST /api/apps/email/mark-unread {emailIds, unreadFlag}: read or unread, all or none. */
export const markUnread = (body: MarkUnread) => apiRequest(endpoints.markMailsUnread, {}, body);

export const useMarkUnread = () =>
  useMailChange(markUnread, ({ emailIds, unreadFlag }) =>
    emailIds.map((id) => ({ id, unread: unreadFlag })),
  );
