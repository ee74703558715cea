import { lazy, Suspense, useState } from 'react';
import { Navigate, Outlet, redirect, useLocation } from 'react-router';
import { StaffProviders } from '../components/staff-providers';
import { Customizer } from '../features/settings/customizer';
import { DashboardShell } from '../features/shell/dashboard-shell';
import type { MenuBadges } from '../features/shell/menu-badges';
import { useCurrentPage } from '../features/shell/use-current-page';
import { ShopBasketMenu } from '../features/shop/components/basket-menu';
import { guardDecision, loginUrl, pageForPath } from '../lib/acl';
import { getAuthState, useAuthState } from '../lib/auth-state';
import { signedOutOnPurpose } from '../lib/session';
import type { Route } from './+types/dashboard';

/** the live event stream and the menu's counts, after the frame (app/layouts/dashboard-live.tsx) */
const DashboardLive = lazy(() => import('./dashboard-live'));

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
      <StaffShell />
    </StaffProviders>
  );
}

/** The frame around the screen, inside the providers (the menu's counts read the query client). */
function StaffShell() {
  const [badges, setBadges] = useState<MenuBadges>({});
  return (
    <DashboardShell
      customizer={(className) => <Customizer toggleClassName={className} />}
      badges={badges}
      navbarActions={<ShopBasketMenu />}
    >
      <Suspense fallback={null}>
        <DashboardLive onBadges={setBadges} />
      </Suspense>
      <Outlet />
    </DashboardShell>
  );
}
