/** Who may open which page (docs/product.md section 6, docs/architecture.md decisions 1 and 2). */
import { matchPath } from 'react-router';
import { pages, type PageEntry } from '../../pages';
import type { AuthState } from './auth-state';
import { roleAllows } from './role-preview';

export type GuardDecision = 'allow' | 'login' | 'not-authorized';

/** Staff screens (rule editor or admin, and the email app) need a signed-in user. */
export function needsSignIn(page: PageEntry): boolean {
  return page.rule !== 'public' || Boolean(page.signInRequired);
}

export function guardDecision(page: PageEntry | undefined, auth: AuthState): GuardDecision {
  if (!page) return 'allow';
  if (needsSignIn(page) && !auth.signedIn) return 'login';
  if (!roleAllows(page.rule, auth.role)) return 'not-authorized';
  return 'allow';
}

export function canOpen(page: PageEntry, auth: AuthState): boolean {
  return guardDecision(page, auth) === 'allow';
}

/** The registry entry whose path matches a pathname. */
export function pageForPath(pathname: string): PageEntry | undefined {
  return pages.find((p) => matchPath({ path: p.path, end: true, caseSensitive: false }, pathname));
}

/** Where the guard sends a visitor: the sign-in page with the wanted path in `to`. */
export function loginUrl(wanted: string): string {
  return `/pages/login?to=${encodeURIComponent(wanted)}`;
}
