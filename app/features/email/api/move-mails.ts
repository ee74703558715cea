import type { MailFolder } from '../../../../api/modules/email/contract';
import * as endpoints from '../../../../api/modules/email/endpoints';
import { apiRequest } from '../../../lib/http/api-client';
import { useMailChange } from './mail-change';

export interface MoveMails {
  emailIds: number[];
  mailFolder: MailFolder;
}

/** POST /api/apps/email/move-mails {emailIds, mailFolder}: all the mails or none. */
export const moveMails = (body: MoveMails) => apiRequest(endpoints.moveMails, {}, body);

export const useMoveMails = () =>
  useMailChange(moveMails, ({ emailIds, mailFolder }) =>
    emailIds.map((id) => ({ id, mailFolder })),
  );
