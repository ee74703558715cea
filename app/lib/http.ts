import { ensureBackend } from './api-mode';
import {
  clearAuthState,
  getStoredAccessToken,
  sessionRefreshed,
  storeAccessToken,
} from './auth-state';
import type { UserData } from '../../api/contract/auth';

/**
 * The one HTTP client of the app (docs/product.md section 7, docs/architecture.md).
 * - Adds `Authorization: Bearer <token>` once a token is set (kept under `accessToken`).
 * - A 401 pauses the failed request, refreshes the token once (one refresh for any number of
 *   parallel 401s), then replays every paused request with the new token. Requests started while
 *   a refresh runs wait for it.
 * - If the refresh fails (an error, a 401 from the refresh call itself, or no answer within the
 *   timeout), every paused request fails with `SessionEndedError`, the user is signed out and sent
 *   to the login page with `?to=` the current page. Nothing waits forever.
 * - Every other status passes through as `{status, data}`.
 */
export interface HttpReply<T> {
  status: number;
  data: T;
}

/** The sign-in ended while a request waited for a token refresh. */
export class SessionEndedError extends Error {
  constructor(message = 'Your session has ended. Please sign in again.') {
    super(message);
    this.name = 'SessionEndedError';
  }
}

const REFRESH_PATH = '/api/auth/refresh-token';
/** Calls whose 401 is an answer, not an expired token. */
const NO_REFRESH = [REFRESH_PATH, '/api/auth/login', '/api/auth/register', '/api/auth/logout', '/api/auth/oidc'];

interface HttpOptions {
  /** how long a refresh may take before it counts as failed */
  refreshTimeoutMs: number;
  /** called once when a failed refresh ended the session; gets the login url with `?to=` */
  onSessionEnded: (loginUrl: string) => void;
}

const defaults: HttpOptions = {
  refreshTimeoutMs: 15_000,
  onSessionEnded: (url) => window.location.assign(url),
};
let options: HttpOptions = { ...defaults };

/** Tests and the app shell may change how a session end is handled. */
export function configureHttp(changes: Partial<HttpOptions>) {
  options = { ...options, ...changes };
}

export function resetHttpForTests() {
  options = { ...defaults };
  refreshing = null;
}

export function setAccessToken(token: string | null) {
  storeAccessToken(token);
}

let refreshing: Promise<string> | null = null;

/** Same-origin paths only, for `?to=` (no open redirect). */
export function safeReturnPath(value: string | null | undefined, fallback = '/home'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return fallback;
  }
  return value;
}

function currentLoginUrl(): string {
  const { pathname, search, hash } = window.location;
  if (pathname.startsWith('/pages/login')) return `${pathname}${search}`;
  return `/pages/login?to=${encodeURIComponent(`${pathname}${search}${hash}`)}`;
}

async function send<T>(
  method: string,
  path: string,
  body: unknown,
  token: string | null,
  signal?: AbortSignal,
): Promise<HttpReply<T>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'same-origin',
    signal,
  });
  const text = await res.text();
  let data: unknown = undefined;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = text;
  }
  return { status: res.status, data: data as T };
}

async function refreshOnce(staleToken: string): Promise<string> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new SessionEndedError());
    }, options.refreshTimeoutMs);
  });
  try {
    // The refresh cookie authenticates; the body keeps docs/product.md section 7's shape.
    const reply = await Promise.race([
      send<{ accessToken?: unknown; userData?: UserData }>(
        'POST',
        REFRESH_PATH,
        { accessToken: staleToken },
        null,
        controller.signal,
      ),
      timeout,
    ]);
    const token = reply.data?.accessToken;
    if (reply.status !== 200 || typeof token !== 'string' || !token) {
      throw new SessionEndedError();
    }
    sessionRefreshed(token, reply.data.userData);
    return token;
  } catch (error) {
    clearAuthState({ revoke: false });
    options.onSessionEnded(currentLoginUrl());
    throw error instanceof SessionEndedError ? error : new SessionEndedError();
  } finally {
    clearTimeout(timer);
  }
}

/** The new token: the one a finished refresh already got, or the result of the one refresh. */
function renewedToken(staleToken: string): Promise<string> {
  const current = getStoredAccessToken();
  if (!refreshing && current !== staleToken) {
    // a refresh finished meanwhile: replay with its token, or fail with the session it ended
    return current ? Promise.resolve(current) : Promise.reject(new SessionEndedError());
  }
  refreshing ??= refreshOnce(staleToken).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function request<T>(method: string, path: string, body?: unknown): Promise<HttpReply<T>> {
  await ensureBackend();
  const refreshable = !NO_REFRESH.some((p) => path.startsWith(p));
  // A request started while a refresh runs waits for the new token (and fails with it).
  const token = refreshing && refreshable ? await refreshing : getStoredAccessToken();
  const reply = await send<T>(method, path, body, token);
  if (reply.status !== 401 || !token || !refreshable) return reply;
  const fresh = await renewedToken(token);
  return send<T>(method, path, body, fresh);
}

export const http = {
  /** any method; the data layer's apiRequest (./api-client.ts) sends through this */
  request: <T>(method: string, path: string, body?: unknown) => request<T>(method, path, body),
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, body),
  delete: <T>(path: string) => request<T>('DELETE', path),
};
