/**
 * The identity provider's user as oidc-client-ts keeps it in browser storage
 * (`oidc.user:<authority>:<client>`), read without loading oidc-client-ts: a current one counts as
 * signed in (docs/decisions/0040-session-in-the-browser.md, 0041-openid-connect.md).
 */
import { readStoredObject, stores } from './sign-in-storage';

const OIDC_USER_PREFIX = 'oidc.user:';

/** The storage keys of the provider's users. */
export function providerUserKeys(): string[] {
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

/** True while the identity provider has a current (unexpired) user in browser storage. */
export function providerUserCurrent(now = Date.now()): boolean {
  return providerUserKeys().some((key) => {
    const user = readStoredObject(key);
    const expiresAt = typeof user?.expires_at === 'number' ? user.expires_at : undefined;
    return expiresAt === undefined || expiresAt * 1000 > now;
  });
}
