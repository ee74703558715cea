/**
 * The session: the browser side of a sign-in, written here (docs/product.md sections 3, 4 and 6;
 * docs/decisions/0040-session-in-the-browser.md, 0048-session-code-direction.md). Signing in
 * starts it, a token refresh moves it forward, signing out or locking ends it. Readers use
 * ./auth-state.ts.
 *
 * At load it hands the HTTP client (./http.ts) how to read the token, how to refresh it and how
 * to forget a sign-in that ended; ./api-client.ts imports this module, so that no request is sent
 * before. Nothing here loads the sign-in screens or oidc-client-ts.
 */
import type { UserData } from '../../../api/modules/auth/contract';
import { authPaths } from '../../../api/modules/auth/paths';
import { ensureBackend } from '../http/api-mode';
import { configureHttp, REFRESH_PATH, sendOnce, SessionEndedError } from '../http/http';
import { providerUserKeys } from './provider-user';
import { getQueryClient } from '../http/query-client';
import { sessionTtl } from './session-lifetime';
import {
  notifyAuthStateChanged,
  readStored,
  removeStored,
  storageKeys,
  storeFor,
  writeStored,
} from './sign-in-storage';
import { getUserInfo, userInfoOf, type UserInfo } from './user-info';

export function getStoredAccessToken(): string | null {
  return readStored(storageKeys.token);
}

export function storeAccessToken(token: string | null) {
  if (token === null) removeStored(storageKeys.token);
  else writeStored(storageKeys.token, token);
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
  for (const key of Object.values(storageKeys)) removeStored(key);
  const store = storeFor(start.remember);
  writeStored(storageKeys.user, JSON.stringify(userInfoOf(start.userData, start.profile)), store);
  writeStored(storageKeys.token, start.accessToken, store);
  writeStored(storageKeys.flag, 'true', store);
  writeStored(storageKeys.expiry, String(Date.now() + start.ttlSeconds * 1000), store);
  notifyAuthStateChanged();
}

/** After a token refresh: the new token, the server's current user record, a later expiry. */
export function sessionRefreshed(accessToken: string, userData?: UserData) {
  writeStored(storageKeys.token, accessToken);
  writeStored(storageKeys.flag, 'true');
  writeStored(storageKeys.expiry, String(Date.now() + sessionTtl() * 1000));
  if (userData) {
    const previous = getUserInfo();
    // keep the previewed role and the provider's profile fields; the rest comes from the server
    writeStored(
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

/**
 * The refresh the HTTP client runs once for any number of parallel 401s (decision 0042): the
 * refresh cookie authenticates; the body keeps docs/product.md section 7's shape. Answers the new
 * token, or throws SessionEndedError with the refusal's code.
 */
async function refreshSession(staleToken: string, signal: AbortSignal): Promise<string> {
  const reply = await sendOnce<{ accessToken?: unknown; userData?: UserData; code?: unknown }>(
    'POST',
    REFRESH_PATH,
    { accessToken: staleToken },
    null,
    signal,
  );
  const token = reply.data?.accessToken;
  if (reply.status !== 200 || typeof token !== 'string' || !token) {
    // the refusal's code (accountBlocked, ...) goes on to the login page (decision 0049)
    const code = typeof reply.data?.code === 'string' ? reply.data.code : undefined;
    throw new SessionEndedError(undefined, code);
  }
  sessionRefreshed(token, reply.data.userData);
  return token;
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
  const hadSession =
    readStored(storageKeys.flag) !== null || readStored(storageKeys.token) !== null;
  const token = readStored(storageKeys.token);
  userSignedOut = options.byUser === true;
  for (const key of Object.values(storageKeys)) removeStored(key);
  for (const key of providerUserKeys()) removeStored(key);
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
    const reply = await fetch(authPaths.logout, {
      method: 'POST',
      headers,
      body: '{}',
      credentials: 'same-origin',
      keepalive: true,
    });
    // Read to its end: a reply whose body nobody reads stays open in the browser (Chromium
    // reports it as loading for ever), so a page that stays, the lock screen, never went
    // network-idle (e2e/lock-screen.both-modes.spec.ts).
    await reply.text();
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
  const user = readStored(storageKeys.user);
  const remembered = sessionRemembered();
  clearAuthState();
  if (user) writeStored(storageKeys.user, user, storeFor(remembered));
  notifyAuthStateChanged();
}

/** What this module hands the HTTP client at load (exported for its tests). */
export const sessionForHttp = {
  readToken: getStoredAccessToken,
  refresh: refreshSession,
  clearSession: () => clearAuthState({ revoke: false }),
};

configureHttp(sessionForHttp);
