import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateMailBody } from '../../../../api/modules/email/contract';
import * as endpoints from '../../../../api/modules/email/endpoints';
import { apiRequest } from '../../../lib/http/api-client';

/**
 * POST /api/apps/email/mails: a new draft (`send: false`) or a mail sent at once (`send: true`).
 * Answers the stored mail, whether it went out, and why not (mailOff: kept as a draft; mailFailed:
 * in sent with its failure). docs/product.md section 7.9.
 */
export const createMail = (body: CreateMailBody) => apiRequest(endpoints.createMail, {}, body);

export function useCreateMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['email'] }),
  });
}
