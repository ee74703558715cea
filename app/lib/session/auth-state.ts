/**
 * The signed-in state as the app reads it (docs/product.md sections 3, 4 and 6;
 * docs/decisions/0040-session-in-the-browser.md): the route guard, the menus and the sign-in
 * screens. ./session.ts writes it; nothing here loads the sign-in screens or oidc-client-ts.
 *
 * Signed in: the flag is "true" and the expiry is in the future (./session-lifetime.ts), or the
 * identity provider has a current user (./provider-user.ts). The role is the preview capped by the
 * server's role (./role-preview.ts), a UI hint only: the API checks the role on every call
 * (docs/architecture.md decision 2).
 */
import { useSyncExternalStore } from 'react';
import { renewProviderSessionOnce } from './provider-renew';
import { providerUserCurrent } from './provider-user';
import { roleOfToken, shownRole, type Role } from './role-preview';
import { ownSessionValid } from './session-lifetime';
import { readStored, readStoredObject, storageKeys, subscribeToSignIn } from './sign-in-storage';

export interface AuthState {
  signedIn: boolean;
  /** the role the UI shows: the previewed role, never above `serverRole` */
  role: Role;
  /** the role of the server's user record (from the access token) */
  serverRole: Role;
  uid?: number;
  displayName?: string;
  photoURL?: string;
  email?: string;
  providerId?: string;
}

/** The contract's rule check and role, for readers of the state (the guard, the menus). */
export { roleAllows } from '../../../api/contract/roles';
export type { Role };

const signedOut: AuthState = { signedIn: false, role: 'public', serverRole: 'public' };

let cache: AuthState = signedOut;

function sameState(a: AuthState, b: AuthState) {
  return (
    (Object.keys(a) as (keyof AuthState)[]).every((k) => a[k] === b[k]) &&
    Object.keys(a).length === Object.keys(b).length
  );
}

function computeState(): AuthState {
  const user = readStoredObject(storageKeys.user);
  if (!user) return signedOut;
  if (!ownSessionValid() && !providerUserCurrent()) return signedOut;
  const serverRole = roleOfToken(readStored(storageKeys.token));
  const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
  const state: AuthState = {
    signedIn: true,
    role: shownRole(user.userRole, serverRole),
    serverRole,
  };
  const uid = Number(user.uid);
  if (Number.isSafeInteger(uid)) state.uid = uid;
  for (const key of ['displayName', 'photoURL', 'email', 'providerId'] as const) {
    const value = str(user[key]);
    if (value !== undefined) state[key] = value;
  }
  return state;
}

export function getAuthState(): AuthState {
  if (typeof window === 'undefined') return signedOut;
  renewProviderSessionOnce();
  const next = computeState();
  if (!sameState(next, cache)) cache = next;
  return cache;
}

export function useAuthState(): AuthState {
  return useSyncExternalStore(subscribeToSignIn, getAuthState, () => signedOut);
}
