/**
 * How long a sign-in lasts, and whether the product's own sign-in still does
 * (docs/decisions/0040-session-in-the-browser.md): `tokenExpiry` is the end of the sign-in, not of
 * the 15-minute access token: now plus the server's refresh-session lifetime (`sessionTtlSeconds`
 * of GET /api/auth/config, set by ./auth-config.ts), moved forward at every token refresh.
 */
import { readStored, storageKeys } from './sign-in-storage';

let sessionTtlSeconds = 60 * 60 * 24 * 14;

/** The server's refresh-session lifetime, from GET /api/auth/config. */
export function setSessionTtl(seconds: number) {
  if (Number.isFinite(seconds) && seconds > 0) sessionTtlSeconds = seconds;
}

export function sessionTtl() {
  return sessionTtlSeconds;
}

/** The product's own sign-in: the flag is "true" and the stored expiry is in the future. */
export function ownSessionValid(now = Date.now()): boolean {
  return readStored(storageKeys.flag) === 'true' && Number(readStored(storageKeys.expiry)) > now;
}
