/**
 * Where the sign-in is kept in the browser (docs/decisions/0040-session-in-the-browser.md):
 * the storage keys, localStorage ("remember me") or sessionStorage, a page-only fallback when web
 * storage is unavailable, and the event that tells this tab's readers that it changed.
 *
 * - `userInfo`    the active user (docs/product.md section 3; ./user-info.ts)
 * - `accessToken` the API's access token
 * - `loggedIn`    "true" while signed in
 * - `tokenExpiry` when the sign-in ends (ms since 1970; ./session-lifetime.ts)
 */
export const storageKeys = {
  user: 'userInfo',
  token: 'accessToken',
  flag: 'loggedIn',
  expiry: 'tokenExpiry',
} as const;

const CHANGE_EVENT = 'auth-state-change';

/** Used when web storage is unavailable (private mode): the sign-in lasts for this page only. */
const memory = new Map<string, string>();

/** localStorage and sessionStorage, those that can be reached (none outside the browser). */
export function stores(): Storage[] {
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

/** The storage of a new sign-in: localStorage when remembered, else sessionStorage. */
export function storeFor(remember: boolean): Storage | undefined {
  const all = stores();
  return remember ? all[0] : (all[1] ?? all[0]);
}

/** A stored value, from whichever storage holds it. */
export function readStored(key: string): string | null {
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

/** A stored JSON object, or undefined. */
export function readStoredObject(key: string): Record<string, unknown> | undefined {
  const raw = readStored(key);
  if (!raw) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
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

/** Stores a value where the current sign-in lives (or in `store`). */
export function writeStored(key: string, value: string, store = activeStore()) {
  try {
    if (!store) throw new Error('no storage');
    store.setItem(key, value);
    memory.delete(key);
  } catch {
    memory.set(key, value); // storage unavailable: this page keeps it
  }
}

/** Removes a value from every storage. */
export function removeStored(key: string) {
  memory.delete(key);
  for (const store of stores()) {
    try {
      store.removeItem(key);
    } catch {
      // ignore
    }
  }
}

/** Call after changing the stored sign-in data in this tab. */
export function notifyAuthStateChanged() {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Calls `onChange` when the stored sign-in changes, in this tab or another; answers the unsubscribe. */
export function subscribeToSignIn(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}
