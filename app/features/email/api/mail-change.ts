import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  mailMatches,
  type Email,
  type MailFilter,
  type MailState,
} from '../../../../api/modules/email/contract';
import type { MailPages } from './get-mails';

/**
 * Puts mail states (a change's reply, or what a change is about to do) into every cached view: the
 * mails take their new flags, and a mail that no longer belongs to a view leaves it. The views are
 * read again afterwards; this only makes the change show at once.
 */
export function applyMailStates(
  queryClient: QueryClient,
  states: (Partial<MailState> & { id: number })[],
) {
  const byId = new Map(states.map((s) => [s.id, s]));
  const withState = (mail: Email) => {
    const state = byId.get(mail.id);
    return state ? { ...mail, ...state } : mail;
  };
  // the loaded pages of each view (and search): ['email', 'mails', filter, q]
  for (const [key, data] of queryClient.getQueriesData<MailPages>({
    queryKey: ['email', 'mails'],
  })) {
    if (!data) continue;
    const filter = key[2] as MailFilter;
    queryClient.setQueryData<MailPages>(key, {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        mails: page.mails
          .map(withState)
          .filter((mail) => !byId.has(mail.id) || mailMatches(mail, filter)),
      })),
    });
  }
  // a mail read on its own (opened by a link): ['email', 'mail', id]
  for (const state of states) {
    queryClient.setQueryData<Email>(['email', 'mail', state.id], (mail) =>
      mail ? withState(mail) : mail,
    );
  }
}

/**
 * The mutation of a change to mails (docs/product.md section 7.9): `predict` says what the change
 * will do, shown at once in every cached view; an error puts the views back; afterwards the views
 * and the meta (unread counts) are read again.
 */
export function useMailChange<V>(
  mutationFn: (vars: V) => Promise<{ mails: MailState[] }>,
  predict: (vars: V) => (Partial<MailState> & { id: number })[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onMutate: async (vars: V) => {
      await queryClient.cancelQueries({ queryKey: ['email', 'mails'] });
      const before = queryClient.getQueriesData<MailPages>({ queryKey: ['email', 'mails'] });
      applyMailStates(queryClient, predict(vars));
      return { before };
    },
    onError: (_error, _vars, context) => {
      for (const [key, list] of context?.before ?? []) queryClient.setQueryData(key, list);
    },
    onSuccess: ({ mails }) => applyMailStates(queryClient, mails),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['email'] }),
  });
}
