import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Navigate, Outlet, redirect, useLocation } from 'react-router';
import { StaffProviders } from '../components/staff-providers';
import { useChatUnseenTotal } from '../features/chat/api/get-chat-contacts';
import { useChatLiveUpdates } from '../features/chat/live';
import { emailMetaQueryOptions } from '../features/email/api/get-email-meta';
import { Customizer } from '../features/settings/customizer';
import { DashboardShell } from '../features/shell/dashboard-shell';
import type { MenuBadges } from '../features/shell/menu-badges';
import { useCurrentPage } from '../features/shell/use-current-page';
import { guardDecision, loginUrl, pageForPath } from '../lib/acl';
import { getAuthState, roleAllows, useAuthState } from '../lib/auth-state';
import { LIVE_CONNECTED, LiveConnection, useLiveEvent } from '../lib/live-events';
import { signedOutOnPurpose } from '../lib/session';
import type { EmailMeta } from '../../api/contract/email';
import type { Route } from './+types/dashboard';

/**
 * The guard (docs/architecture.md decision 1): a visitor on a staff screen goes to the sign-in
 * page with the wanted path in `to`; a signed-in user whose role lacks the rule goes to
 * /pages/not-authorized.
 */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const decision = guardDecision(pageForPath(url.pathname), getAuthState());
  if (decision === 'login') throw redirect(loginUrl(url.pathname + url.search));
  if (decision === 'not-authorized') throw redirect('/pages/not-authorized');
  return null;
}

/** The guard runs on every navigation, also between screens of this layout. */
export function shouldRevalidate() {
  return true;
}

export default function DashboardLayout() {
  const auth = useAuthState();
  const page = useCurrentPage();
  const location = useLocation();
  // The sign-in state can change while a screen is open (sign-out in another tab).
  const decision = guardDecision(page, auth);
  if (decision === 'login' && signedOutOnPurpose()) return <Navigate to="/home" replace />;
  if (decision === 'login')
    return <Navigate to={loginUrl(location.pathname + location.search)} replace />;
  if (decision === 'not-authorized') return <Navigate to="/pages/not-authorized" replace />;
  return (
    <StaffProviders>
      <LiveConnection />
      <StaffShell />
    </StaffProviders>
  );
}

/** The frame around the screen, inside the providers (the menu's counts read the query client). */
function StaffShell() {
  return (
    <DashboardShell
      customizer={(className) => <Customizer toggleClassName={className} />}
      badges={useMenuBadges()}
    >
      <Outlet />
    </DashboardShell>
  );
}

/**
 * The menu's counts (app/features/shell/menu-badges.tsx), by the url the entry opens: the chat's
 * unseen messages and the inbox's unread mails. Only for staff (rule editor by the server's role):
 * the chat and email APIs answer 403 to anyone else. Both follow the live events: the chat's
 * through its own updates, which this mounts once for every screen, the inbox on email.changed;
 * after a reconnect both are read again.
 */
function useMenuBadges(): MenuBadges {
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
  return useMemo(() => ({ '/apps/chat': chat, '/apps/email/inbox': inbox }), [chat, inbox]);
}

const inboxUnread = (meta: EmailMeta) => meta.unreadMails.folder.inbox.length;
