/**
 * The chat follows the live events the API publishes (api/modules/chat/contract.ts, chatLiveEventTypes):
 * each one makes the reads it concerns stale, and TanStack Query asks again for those on screen
 * (the menu's badge reads the thread list, so it follows too). After every (re)connect,
 * `live.connected`, everything of the chat is read again: events missed while away are not replayed.
 * The dashboard layout mounts this once for staff, so the badge follows on every screen.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { chatLiveEventTypes } from '../../../api/modules/chat/contract';
import { LIVE_CONNECTED, useLiveEvent, type LiveMessage } from '../../lib/http/live-events';
import { chatKeys } from './api/keys';

const types = [...chatLiveEventTypes, LIVE_CONNECTED];

const idsOf = (event: LiveMessage, ...fields: string[]) =>
  fields.map((f) => event[f]).filter((v): v is number => typeof v === 'number');

/** What one event makes stale. */
export function invalidateForEvent(queryClient: QueryClient, event: LiveMessage) {
  const stale = (queryKey: readonly unknown[]) => void queryClient.invalidateQueries({ queryKey });
  switch (event.type) {
    case 'chat.message':
    case 'chat.seen':
    case 'chat.pinned':
      // one of the two is the reader, who has no thread with themself: both keys are harmless
      for (const id of idsOf(event, 'from', 'to', 'by', 'contactId')) stale(chatKeys.thread(id));
      stale(chatKeys.chatContacts);
      break;
    case 'chat.status':
      stale(chatKeys.contacts);
      stale(chatKeys.chatContacts);
      stale(chatKeys.profile);
      break;
    default:
      // live.connected: whatever happened while the connection was down
      stale(chatKeys.all);
  }
}

export function useChatLiveUpdates() {
  const queryClient = useQueryClient();
  const onEvent = useCallback(
    (event: LiveMessage) => invalidateForEvent(queryClient, event),
    [queryClient],
  );
  useLiveEvent(types, onEvent);
}
