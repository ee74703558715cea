import { getAuthState, roleAllows } from './auth-state';

/** Where staff land after signing in when no `?to=` says otherwise (docs/product.md section 3). */
export const STAFF_LANDING = '/dashboard/analytics';
/** Where everyone else lands: the public site's home. */
export const SITE_HOME = '/home';

/**
 * The page to open once signed in: `?to=` when it was given, else by the role the server gave:
 * staff (editor and above) to the dashboard, others to the site's home.
 */
export function landingAfterSignIn(to: string | null): string {
  if (to) return to;
  const auth = getAuthState();
  return auth.signedIn && roleAllows('editor', auth.serverRole) ? STAFF_LANDING : SITE_HOME;
}
