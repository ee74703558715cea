// The part of Mantine's styles the staff frame draws with, in cascade layer `mantine-frame` below
// the rest's `mantine`: the app's own CSS (unlayered) always wins, whatever order the chunks load in
// (docs/decisions/0003-css-budget.md, 0063).
// The rest: loadAllMantineStyles below (docs/decisions/0063).
import '../styles/mantine-frame.css';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate, Outlet, redirect, useLocation } from 'react-router';
import { StaffProviders } from '../components/staff-providers';
import { Customizer } from '../features/settings/customizer';
import { DashboardShell } from '../features/shell/dashboard-shell';
import type { MenuBadges } from '../features/shell/menu-badges';
import { useCurrentPage } from '../features/shell/use-current-page';
import { ShopBasketMenu } from '../features/shop/components/basket-menu';
import { guardDecision, loginUrl, pageForPath } from '../lib/session/acl';
import { getAuthState, useAuthState } from '../lib/session/auth-state';
import { loadAllMantineStyles } from '../lib/settings/mantine-styles';
import { signedOutOnPurpose } from '../lib/session/session';
import type { Route } from './+types/dashboard';

/** the live event stream and the menu's counts, after the frame (app/layouts/dashboard-live.tsx) */
const DashboardLive = lazy(() => import('./dashboard-live'));

/**
 * The guard (docs/architecture.md decision 1): a visitor on a staff screen goes to the sign-in
 * page with the wanted path in `to`; a signed-in user whose role lacks the rule goes to
 * /pages/not-authorized.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const page = pageForPath(url.pathname);
  const decision = guardDecision(page, getAuthState());
  if (decision === 'login') throw redirect(loginUrl(url.pathname + url.search));
  if (decision === 'not-authorized') throw redirect('/pages/not-authorized');
  // A screen draws once the rest of Mantine's styles is there (it loads beside its code); one marked
  // frameStylesOnly (the dashboard) draws with the frame's part, the rest after it has painted
  // (docs/decisions/0063).
  if (!page?.frameStylesOnly) await loadAllMantineStyles();
  return null;
}

/** The guard runs on every navigation, also between screens of this layout. */
export function shouldRevalidate() {
  return true;
}

export default function DashboardLayout() {
  // after the first paint: the styles every other screen, the customizer and the search need
  useEffect(() => void loadAllMantineStyles(), []);
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
