import * as endpoints from '../../../../api/modules/email/endpoints';
import { apiRequest } from '../../../lib/http/api-client';
import { useMailChange } from './mail-change';

export interface SetStarred {
  mailId: number;
  value: boolean;
}

/** POST /api/apps/email/set-starred {mailId, value}. */
export const setStarred = (body: SetStarred) => apiRequest(endpoints.setMailStarred, {}, body);

export const useSetStarred = () =>
  useMailChange(setStarred, ({ mailId, value }) => [{ id: mailId, isStarred: value }]);
