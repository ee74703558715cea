import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  accountReply,
  type AccountReply,
  type NotificationPrefs,
} from '../../../../api/modules/account/contract';
import { apiRequestByPath } from '../../../lib/http/api-client';
import { ACCOUNT_KEY } from './get-account';

/** POST /api/account/notifications body {notifications}: the e-mails the person wants. */
export const updateNotifications = (notifications: Partial<NotificationPrefs>) =>
  apiRequestByPath('POST', '/api/account/notifications', accountReply, { notifications });

export function useUpdateNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotifications,
    onSuccess: (reply) => queryClient.setQueryData<AccountReply>(ACCOUNT_KEY, reply),
  });
}
