/**
 * Optimistic sending (the issue: a message shows at once, marked sending; a failed one is marked
 * failed with a retry). The messages on their way are the variables of the send mutations
 * (TanStack Query's mutation cache, key `sendMessageKey`), not entries written into the cached
 * thread, so a thread read again while a message is on its way cannot lose it.
 */
import { useMutationState, useQueryClient, type Mutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ChatMessage } from '../../../api/modules/chat/contract';
import { sendMessageKey, type OutgoingMessage } from './api/send-message';

export interface PendingMessage extends OutgoingMessage {
  /** the mutation's own id, for a key and for retrying */
  mutationId: number;
  state: 'sending' | 'failed';
  /** when it was written (the mutation's start), for the time it shows */
  submittedAt: number;
}

/** The messages to one colleague still on their way or failed, oldest first. */
export function usePendingMessages(contactId: number): PendingMessage[] {
  return useMutationState({
    filters: {
      mutationKey: sendMessageKey,
      predicate: (m) =>
        (m.state.status === 'pending' || m.state.status === 'error') &&
        (m.state.variables as OutgoingMessage | undefined)?.contactId === contactId,
    },
    select: (m) => ({
      ...(m.state.variables as OutgoingMessage),
      mutationId: m.mutationId,
      state: m.state.status === 'error' ? ('failed' as const) : ('sending' as const),
      submittedAt: m.state.submittedAt,
    }),
  });
}

/**
 * Pending messages the stored thread already holds are left out: a sent message of the reader's,
 * newer than the thread was when the pending one was written, with the same text, is that message
 * (its live event can bring the thread back before the send's own answer).
 */
export function withoutDelivered(
  pending: PendingMessage[],
  stored: ChatMessage[],
): PendingMessage[] {
  const used = new Set<number>();
  return pending.filter((p) => {
    if (p.state === 'failed') return true;
    const text = p.textContent.trim();
    const match = stored.find(
      (m) => m.isSent && m.id > p.afterId && !used.has(m.id) && m.textContent === text,
    );
    if (match) used.add(match.id);
    return !match;
  });
}

/** Forgets a failed message (before sending it again, or when the person drops it). */
export function useForgetMessage() {
  const queryClient = useQueryClient();
  return useCallback(
    (mutationId: number) => {
      const cache = queryClient.getMutationCache();
      const mutation = cache.getAll().find((m: Mutation) => m.mutationId === mutationId);
      if (mutation) cache.remove(mutation);
    },
    [queryClient],
  );
}
