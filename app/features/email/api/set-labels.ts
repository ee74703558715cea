import type { MailLabel } from '../../../../api/modules/email/contract';
import * as endpoints from '../../../../api/modules/email/endpoints';
import { apiRequest } from '../../../lib/http/api-client';
import { useMailChange } from './mail-change';

export interface SetLabels {
  mailId: number;
  labels: MailLabel[];
}

/** POST /api/apps/email/set-labels {mailId, labels}: replaces one mail's labels. */
export const setLabels = (body: SetLabels) => apiRequest(endpoints.setMailLabels, {}, body);

export const useSetLabels = () =>
  useMailChange(setLabels, ({ mailId, labels }) => [{ id: mailId, labels }]);
