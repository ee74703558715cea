import { mailChangeReply, type MailLabel } from '../../../../api/modules/email/contract';
import { apiRequestByPath } from '../../../lib/http/api-client';
import { useMailChange } from './mail-change';

export interface SetLabels {
  mailId: number;
  labels: MailLabel[];
}

/** POST /api/apps/email/set-labels {mailId, labels}: replaces one mail's labels. */
export const setLabels = (body: SetLabels) =>
  apiRequestByPath('POST', '/api/apps/email/set-labels', mailChangeReply, body);

export const useSetLabels = () =>
  useMailChange(setLabels, ({ mailId, labels }) => [{ id: mailId, labels }]);
