import type { MailLabel } from '../../../../api/modules/email/contract';
import * as endpoints from '../../../../api/modules/email/endpoints';
import { apiRequest } from '../../../lib/http/api-client';
import { useMailChange } from './mail-change';

export interface ToggleLabel {
  label: MailLabel;
  emailIds: number[];
  /** the mails' labels now, to show the toggle at once */
  current: Map<number, MailLabel[]>;
}

/**
 * POST /api/apps/email/update-labels {label, emailIds}: each mail with the label loses it, each
 * without gains it (docs/product.md section 4.7).
 */
export const toggleLabel = ({ label, emailIds }: ToggleLabel) =>
  apiRequest(endpoints.toggleMailLabel, {}, { label, emailIds });

export const useToggleLabel = () =>
  useMailChange(toggleLabel, ({ label, emailIds, current }) =>
    emailIds.map((id) => {
      const labels = current.get(id) ?? [];
      return {
        id,
        labels: labels.includes(label) ? labels.filter((l) => l !== label) : [...labels, label],
      };
    }),
  );
