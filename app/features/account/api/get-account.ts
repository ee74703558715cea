import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountReply } from '../../../../api/modules/account/contract';
import * as endpoints from '../../../../api/modules/account/endpoints';
import { ApiRequestError, apiRequest } from '../../../lib/http/api-client';
import { updateUserInfo } from '../../../lib/session/user-info';

export const ACCOUNT_KEY = ['account', 'me'] as const;

/** GET /api/account: the signed-in person, their "about" and their notification preferences. */
export const getAccount = () => apiRequest(endpoints.getAccount);

export const accountQueryOptions = () =>
  queryOptions({
    queryKey: ACCOUNT_KEY,
    queryFn: getAccount,
    // a refusal (or an API that is not there) will not change by asking again
    retry: (count, error) => !(error instanceof ApiRequestError && error.status < 500) && count < 2,
  });

export const useAccount = () => useQuery(accountQueryOptions());

/**
 * What a change that answers the account does with it: it replaces the cached account, and the
 * shell's header (the user info) shows the new name and picture at once.
 */
export function useAccountSaved() {
  const queryClient = useQueryClient();
  return (reply: AccountReply) => {
    queryClient.setQueryData<AccountReply>(ACCOUNT_KEY, reply);
    updateUserInfo({
      displayName: reply.person.name,
      photoURL: reply.person.avatar,
      ...(reply.person.email ? { email: reply.person.email } : {}),
    });
  };
}
