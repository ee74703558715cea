import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useChatUnseenTotal } from '../features/chat/api/get-chat-contacts';
import { useChatLiveUpdates } from '../features/chat/live';
import { emailMetaQueryOptions } from '../features/email/api/get-email-meta';
import type { MenuBadges } from '../features/shell/menu-badges';
import { roleAllows, useAuthState } from '../lib/session/auth-state';
import { LIVE_CONNECTED, LiveConnection, useLiveEvent } from '../lib/http/live-events';
import type { EmailMeta } from '../../api/modules/email/contract';

/**
 * What the dashboard keeps live on every staff screen: the one stream of live events
 * (docs/decisions/0052-live-updates.md) and the menu's counts it feeds. The layout loads this
 * after its frame (a lazy import): the chat and email contracts and the stream's client are not
 * part of every staff page's first load (docs/architecture.md decision 15).
 */
export default function DashboardLive({ onBadges }: { onBadges: (badges: MenuBadges) => void }) {
  const { chat, inbox } = useMenuCounts();
  useEffect(
    () => onBadges({ '/apps/chat': chat, '/apps/email/inbox': inbox }),
    [onBadges, chat, inbox],
  );
  return <LiveConnection />;
}

/**
 * The menu's counts (app/features/shell/menu-badges.tsx), by the url the entry opens: the chat's
 * unseen messages and the inbox's unread mails. Only for staff (rule editor by the server's role):
 * the chat and email APIs answer 403 to anyone else. Both follow the live events: the chat's
 * through its own updates, which this mounts once for every screen, the inbox on email.changed;
 * after a reconnect both are read again.
 */
function useMenuCounts() {
  const auth = useAuthState();
  const staff = auth.signedIn && roleAllows('editor', auth.serverRole);
  const queryClient = useQueryClient();
  useChatLiveUpdates();
  useLiveEvent(['email.changed', LIVE_CONNECTED], () => {
    void queryClient.invalidateQueries({ queryKey: emailMetaQueryOptions().queryKey });
  });
  const chat = useChatUnseenTotal(staff);
  const inbox =
    useQuery({ ...emailMetaQueryOptions(), select: inboxUnread, enabled: staff }).data ?? 0;
  return { chat, inbox };
}

const inboxUnread = (meta: EmailMeta) => meta.unreadMails.folder.inbox.length;
