import { mailChangeReply } from '../../../../api/modules/email/contract';
import { apiRequestByPath } from '../../../lib/http/api-client';
import { useMailChange } from './mail-change';

export interface MarkUnread {
  emailIds: number[];
  unreadFlag: boolean;
}

/** POST /api/apps/email/mark-unread {emailIds, unreadFlag}: read or unread, all or none. */
export const markUnread = (body: MarkUnread) =>
  apiRequestByPath('POST', '/api/apps/email/mark-unread', mailChangeReply, body);

export const useMarkUnread = () =>
  useMailChange(markUnread, ({ emailIds, unreadFlag }) =>
    emailIds.map((id) => ({ id, unread: unreadFlag })),
  );
