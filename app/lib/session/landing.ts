import { getAuthState, roleAllows } from './auth-state';

/** Where staff land after signing in when no `?to=` says otherwise (docs/product.md section 3). */
export const STAFF_LANDING = '/dashboard/analytics';
/** Where a customer (a person of a customer company) lands: their portal. */
export const CUSTOMER_LANDING = '/portal';
/** Where everyone else lands: the public site's home. */
export const SITE_HOME = '/home';

/**
 * The page to open once signed in: `?to=` when it was given, else by the role the server gave:
 * staff (editor and above) to the dashboard; anyone else to their portal when the API names their
 * company (the sign-in reply does not say), else to the site's home.
 */
export async function landingAfterSignIn(to: string | null): Promise<string> {
  if (to) return to;
  const auth = getAuthState();
  if (!auth.signedIn) return SITE_HOME;
  if (roleAllows('editor', auth.serverRole)) return STAFF_LANDING;
  const { belongsToCompany } = await import('./customer-company');
  return (await belongsToCompany()) ? CUSTOMER_LANDING : SITE_HOME;
}
