import { mailChangeReply, type MailFolder } from '../../../../api/modules/email/contract';
import { apiRequestByPath } from '../../../lib/http/api-client';
import { useMailChange } from './mail-change';

export interface MoveMails {
  emailIds: number[];
  mailFolder: MailFolder;
}

/** POST /api/apps/email/move-mails {emailIds, mailFolder}: all the mails or none. */
export const moveMails = (body: MoveMails) =>
  apiRequestByPath('POST', '/api/apps/email/move-mails', mailChangeReply, body);

export const useMoveMails = () =>
  useMailChange(moveMails, ({ emailIds, mailFolder }) =>
    emailIds.map((id) => ({ id, mailFolder })),
  );
