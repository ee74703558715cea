import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountReply, NotificationPrefs } from '../../../../api/modules/account/contract';
import * as endpoints from '../../../../api/modules/account/endpoints';
import { apiRequest } from '../../../lib/http/api-client';
import { ACCOUNT_KEY } from './get-account';

/** POST /api/account/notifications body {notifications}: the e-mails the person wants. */
export const updateNotifications = (notifications: Partial<NotificationPrefs>) =>
  apiRequest(endpoints.updateAccountNotifications, {}, { notifications });

export function useUpdateNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotifications,
    onSuccess: (reply) => queryClient.setQueryData<AccountReply>(ACCOUNT_KEY, reply),
  });
}
