/**
 * The signed-in state (docs/product.md sections 3, 4 and 6;
 * docs/decisions/0040-session-in-the-browser.md).
 * The route guard, the menus and the sign-in screens read it; the http client and the sign-in
 * screens write it. Nothing here loads the sign-in screens or oidc-client-ts.
 *
 * Browser storage (sessionStorage when "remember me" is unchecked, localStorage when checked):
 * - `userInfo`    the active user (docs/product.md section 3); `userRole` is the role the UI
 *                 shows, a preview (the /extensions/access-control screen) never above the
 *                 server's role
 * - `accessToken` the API's access token
 * - `loggedIn`    "true" while signed in
 * - `tokenExpiry` when the sign-in ends (ms since 1970), moved forward at every token refresh
 * Signed in: the flag is "true" and the expiry is in the future, or the identity provider has a
 * current user (oidc-client-ts keeps it under `oidc.user:<authority>:<client>`).
 * The role is a UI hint only: the API checks the role on every call
 * (docs/architecture.md decision 2).
 */
import { useSyncExternalStore } from 'react';
import type { UserData } from '../../api/contract/auth';
import { isRole, roleAllows, type Role as ContractRole } from '../../api/contract/roles';
import { ensureBackend } from './api-mode';
import { getQueryClient } from './query-client';

export type Role = ContractRole;

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

/** The active user as kept under `userInfo` (docs/product.md section 3). */
export interface UserInfo {
  uid: number | string;
  displayName: string;
  about: string;
  photoURL: string;
  status: string;
  userRole: Role;
  email?: string;
  providerId?: string;
  /** the identity provider's subject, after a provider sign-in */
  sub?: string;
}

export const storageKeys = {
  user: 'userInfo',
  token: 'accessToken',
  flag: 'loggedIn',
  expiry: 'tokenExpiry',
} as const;

const OIDC_USER_PREFIX = 'oidc.user:';
const signedOut: AuthState = { signedIn: false, role: 'public', serverRole: 'public' };
const CHANGE_EVENT = 'auth-state-change';
const roleRank: Record<Role, number> = { public: 0, editor: 1, admin: 2 };

/** Used when web storage is unavailable (private mode): the sign-in lasts for this page only. */
const memory = new Map<string, string>();

function stores(): Storage[] {
  if (typeof window === 'undefined') return [];
  const found: Storage[] = [];
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    try {
      found.push(window[name]);
    } catch {
      // unavailable
    }
  }
  return found;
}

function read(key: string): string | null {
  for (const store of stores()) {
    try {
      const value = store.getItem(key);
      if (value !== null) return value;
    } catch {
      // ignore
    }
  }
  return memory.get(key) ?? null;
}

/** The storage the current sign-in lives in: where the flag is, else sessionStorage. */
function activeStore(): Storage | undefined {
  const all = stores();
  return all.find((s) => safeGet(s, storageKeys.flag) !== null) ?? all[1] ?? all[0];
}

function safeGet(store: Storage, key: string): string | null {
  try {
    return store.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string, store = activeStore()) {
  try {
    if (!store) throw new Error('no storage');
    store.setItem(key, value);
    memory.delete(key);
  } catch {
    memory.set(key, value); // storage unavailable: this page keeps it
  }
}

function removeEverywhere(key: string) {
  memory.delete(key);
  for (const store of stores()) {
    try {
      store.removeItem(key);
    } catch {
      // ignore
    }
  }
}

function parseObject(raw: string | null): Record<string, unknown> | undefined {
  if (!raw) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function asRole(value: unknown): Role | undefined {
  return isRole(value) ? value : undefined;
}

/** The role claim of our own access token (a JWT the server signed from its user record). */
export function roleOfToken(token: string | null): Role {
  const payload = token?.split('.')[1];
  if (!payload) return 'public';
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    return asRole((JSON.parse(json) as { role?: unknown }).role) ?? 'public';
  } catch {
    return 'public';
  }
}

/** True while the identity provider has a current (unexpired) user in browser storage. */
export function providerUserCurrent(now = Date.now()): boolean {
  return providerUserKeys().some((key) => {
    const user = parseObject(read(key));
    const expiresAt = typeof user?.expires_at === 'number' ? user.expires_at : undefined;
    return expiresAt === undefined || expiresAt * 1000 > now;
  });
}

function providerUserKeys(): string[] {
  const keys: string[] = [];
  for (const store of stores()) {
    try {
      for (let i = 0; i < store.length; i++) {
        const key = store.key(i);
        if (key?.startsWith(OIDC_USER_PREFIX)) keys.push(key);
      }
    } catch {
      // ignore
    }
  }
  return keys;
}

let cache: AuthState = signedOut;

function sameState(a: AuthState, b: AuthState) {
  return (Object.keys(a) as (keyof AuthState)[]).every((k) => a[k] === b[k]) &&
    Object.keys(a).length === Object.keys(b).length;
}

/** The product's own sign-in: the flag is "true" and the stored expiry is in the future. */
export function ownSessionValid(now = Date.now()): boolean {
  return read(storageKeys.flag) === 'true' && Number(read(storageKeys.expiry)) > now;
}

function computeState(): AuthState {
  const user = parseObject(read(storageKeys.user));
  if (!user) return signedOut;
  if (!ownSessionValid() && !providerUserCurrent()) return signedOut;
  const serverRole = roleOfToken(read(storageKeys.token));
  const preview = asRole(user.userRole) ?? serverRole;
  const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
  const state: AuthState = {
    signedIn: true,
    role: roleRank[preview] <= roleRank[serverRole] ? preview : serverRole,
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
  startOnce();
  const next = computeState();
  if (!sameState(next, cache)) cache = next;
  return cache;
}

/** The stored user info (docs/product.md section 3), or undefined. */
export function getUserInfo(): UserInfo | undefined {
  return parseObject(read(storageKeys.user)) as UserInfo | undefined;
}

/** Call after changing the stored sign-in data in this tab. */
export function notifyAuthStateChanged() {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CHANGE_EVENT));
}

// --- Writing the session -------------------------------------------------------------------

export function getStoredAccessToken(): string | null {
  return read(storageKeys.token);
}

export function storeAccessToken(token: string | null) {
  if (token === null) removeEverywhere(storageKeys.token);
  else write(storageKeys.token, token);
}

/** The user info of docs/product.md section 3 from the API's userData. */
export function userInfoOf(userData: UserData, extra: Partial<UserInfo> = {}): UserInfo {
  return {
    uid: userData.uid,
    displayName: userData.displayName,
    about: userData.about,
    photoURL: userData.photoURL,
    status: userData.status,
    userRole: userData.userRole,
    email: userData.email,
    providerId: userData.providerId,
    ...extra,
  };
}

export interface SessionStart {
  userData: UserData;
  accessToken: string;
  /** "remember me": localStorage; otherwise sessionStorage (ends with the browser session) */
  remember: boolean;
  /** how long the sign-in lasts (the server's refresh-session lifetime) */
  ttlSeconds: number;
  /** fields from the identity provider's profile (name, email, picture) */
  profile?: Partial<UserInfo>;
}

/** Stores a new sign-in (login, register, identity provider). */
export function startSession(start: SessionStart) {
  userSignedOut = false;
  for (const key of Object.values(storageKeys)) removeEverywhere(key);
  const all = stores();
  const store = start.remember ? all[0] : (all[1] ?? all[0]);
  write(storageKeys.user, JSON.stringify(userInfoOf(start.userData, start.profile)), store);
  write(storageKeys.token, start.accessToken, store);
  write(storageKeys.flag, 'true', store);
  write(storageKeys.expiry, String(Date.now() + start.ttlSeconds * 1000), store);
  notifyAuthStateChanged();
}

let sessionTtlSeconds = 60 * 60 * 24 * 14;

/** The server's refresh-session lifetime, from GET /api/auth/config. */
export function setSessionTtl(seconds: number) {
  if (Number.isFinite(seconds) && seconds > 0) sessionTtlSeconds = seconds;
}

export function sessionTtl() {
  return sessionTtlSeconds;
}

/** After a token refresh: the new token, the server's current user record, a later expiry. */
export function sessionRefreshed(accessToken: string, userData?: UserData) {
  write(storageKeys.token, accessToken);
  write(storageKeys.flag, 'true');
  write(storageKeys.expiry, String(Date.now() + sessionTtlSeconds * 1000));
  if (userData) {
    const previous = getUserInfo();
    // keep the previewed role and the provider's profile fields; the rest comes from the server
    write(
      storageKeys.user,
      JSON.stringify({
        ...previous,
        ...userInfoOf(userData),
        userRole: previous?.userRole ?? userData.userRole,
        ...(previous?.email ? { email: previous.email } : {}),
        ...(previous?.photoURL ? { photoURL: previous.photoURL } : {}),
      }),
    );
  }
  notifyAuthStateChanged();
}

/** Changes stored user-info fields (display name, previewed role). */
export function updateUserInfo(changes: Partial<UserInfo>) {
  const previous = getUserInfo();
  if (!previous) return;
  write(storageKeys.user, JSON.stringify({ ...previous, ...changes }));
  notifyAuthStateChanged();
}

/**
 * docs/product.md section 6: the access-control screen saves the previewed role with the user
 * info.
 */
export function setPreviewRole(role: Role) {
  updateUserInfo({ userRole: role });
}

/**
 * Set when the user signed out on purpose (the user menu), until the next sign-in. A staff screen
 * that is still drawn when the change is announced then sends the user home, not to the sign-in
 * page: whichever of the two React draws first, the user ends up on /home.
 */
let userSignedOut = false;

/** True after the user signed out on purpose, until the next sign-in. */
export function signedOutOnPurpose(): boolean {
  return userSignedOut;
}

/**
 * Clears the stored sign-in data (docs/product.md section 4: logging out clears the flag, the
 * expiry and the user info) and the provider's user, and revokes the refresh token on the server.
 * `byUser`: the user asked to sign out (see `signedOutOnPurpose`).
 */
export function clearAuthState(options: { revoke?: boolean; byUser?: boolean } = {}) {
  const hadSession = read(storageKeys.flag) !== null || read(storageKeys.token) !== null;
  const token = read(storageKeys.token);
  userSignedOut = options.byUser === true;
  for (const key of Object.values(storageKeys)) removeEverywhere(key);
  for (const key of providerUserKeys()) removeEverywhere(key);
  // the next user must not see this user's data
  if (typeof window !== 'undefined') getQueryClient().clear();
  notifyAuthStateChanged();
  if (options.revoke !== false && hadSession) void revokeOnServer(token);
}

async function revokeOnServer(token: string | null) {
  try {
    await ensureBackend();
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    await fetch('/api/auth/logout', {
      method: 'POST',
      headers,
      body: '{}',
      credentials: 'same-origin',
      keepalive: true,
    });
  } catch {
    // offline: the refresh token expires on its own
  }
}

/** Whether the sign-in lives in localStorage ("remember me" was checked). */
export function sessionRemembered(): boolean {
  try {
    return window.localStorage.getItem(storageKeys.user) !== null;
  } catch {
    return false;
  }
}

/**
 * The lock screen: ends the session (revoked on the server) but keeps the user info, so the
 * same user can unlock with the password.
 */
export function lockSession() {
  const user = read(storageKeys.user);
  const remembered = sessionRemembered();
  clearAuthState();
  if (user) write(storageKeys.user, user, remembered ? stores()[0] : (stores()[1] ?? stores()[0]));
  notifyAuthStateChanged();
}

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

export function useAuthState(): AuthState {
  return useSyncExternalStore(subscribe, getAuthState, () => signedOut);
}

export { roleAllows };

/**
 * The roles a user may preview: the server role and the roles below it that can still open the
 * access-control screen (rule editor), so the preview can always be undone there.
 */
export function previewableRoles(serverRole: Role): Role[] {
  return (['admin', 'editor', 'public'] as const).filter(
    (r) => roleRank[r] <= roleRank[serverRole] && roleAllows('editor', r),
  );
}

// --- App start: silent renew of an identity-provider sign-in (docs/product.md section 7) ------

let started = false;

/** Not `import(...).then(...)`: Vite would count a failed renew as a failed chunk load. */
async function renew() {
  const oidc = await import('./oidc');
  await oidc.renewOnStart();
}

function startOnce() {
  if (started) return;
  started = true;
  // not inside the popup or the silent-renew frame, nor on the callback screen itself
  if (window.opener || window.top !== window || window.location.pathname === '/callback') return;
  if (providerUserKeys().length === 0) return;
  // Only when a provider session is present is oidc-client-ts loaded (never on a plain first load).
  setTimeout(() => {
    void renew().catch((error: unknown) => {
      console.warn('[auth] silent renew failed', error);
    });
  }, 0);
}
