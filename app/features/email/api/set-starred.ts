import { mailChangeReply } from '../../../../api/modules/email/contract';
import { apiRequestByPath } from '../../../lib/http/api-client';
import { useMailChange } from './mail-change';

export interface SetStarred {
  mailId: number;
  value: boolean;
}

/** POST /api/apps/email/set-starred {mailId, value}. */
export const setStarred = (body: SetStarred) =>
  apiRequestByPath('POST', '/api/apps/email/set-starred', mailChangeReply, body);

export const useSetStarred = () =>
  useMailChange(setStarred, ({ mailId, value }) => [{ id: mailId, isStarred: value }]);
