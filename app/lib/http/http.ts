import { authPaths } from '../../../api/modules/auth/paths';
import { oidcPaths } from '../../../api/modules/oidc/paths';
import { ensureBackend } from './api-mode';

/**
 * The one HTTP client of the app (docs/product.md section 7, docs/architecture.md,
 * docs/decisions/0042-http-client-refresh.md). It knows nothing of the session: the session
 * (./session.ts) hands it, once at start, how to read the token, how to refresh it and how to
 * forget a sign-in that ended (`configureHttp`); before that, requests go without a token.
 * - Adds `Authorization: Bearer <token>` when the session has a token.
 * - A 401 pauses the failed request, refreshes the token once (one refresh for any number of
 *   parallel 401s), then replays every paused request with the new token. Requests started while
 *   a refresh runs wait for it.
 * - If the refresh fails (an error, a 401 from the refresh call itself, or no answer within the
 *   timeout), every paused request fails with `SessionEndedError`, the user is signed out and sent
 *   to the login page with `?to=` the current page, and `&reason=<code>` when the refresh or the
 *   401 before it said the account is blocked or deactivated (the login page says so). Nothing
 *   waits forever.
 * - Every other status passes through as `{status, data}`.
 */
export interface HttpReply<T> {
  status: number;
  data: T;
  /** the reply's headers (a list's total, e.g.); absent where a test made the reply */
  headers?: Headers;
}

/**
 * The sign-in ended while a request waited for a token refresh. `code`: the refresh call's
 * refusal code, when it gave one (`accountBlocked`, ...).
 */
export class SessionEndedError extends Error {
  constructor(
    message = 'Your session has ended. Please sign in again.',
    readonly code?: string,
  ) {
    super(message);
    this.name = 'SessionEndedError';
  }
}

/**
 * The refusals of the refresh call the login page explains (`?reason=`, docs/decisions/0049):
 * an administrator blocked or deactivated the account.
 */
export const SESSION_END_REASONS = ['accountBlocked', 'accountDeactivated'] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

/** The reason of `?reason=`, when it is one the login page explains. */
export function sessionEndReason(value: string | null | undefined): SessionEndReason | undefined {
  return SESSION_END_REASONS.find((reason) => reason === value);
}

// the endpoints' paths without their declarations: this file is in every staff page's first
// load, which carries no zod (docs/decisions/0063-dashboard-first-load-and-charts.md)
export const REFRESH_PATH = authPaths.refreshToken;
/** Calls whose 401 is an answer, not an expired token. */
const NO_REFRESH = [
  REFRESH_PATH,
  authPaths.login,
  authPaths.register,
  authPaths.logout,
  oidcPaths.exchangeIdToken,
];

/** What the session hands the client (docs/decisions/0048-session-code-direction.md). */
export interface HttpSession {
  /** the access token to send, or null (no Authorization header) */
  readToken: () => string | null;
  /**
   * Renews the access token after a 401: asks the server, keeps the renewed sign-in and answers
   * the new token; throws (or never answers: the timeout) when the sign-in cannot be renewed,
   * a `SessionEndedError` with the refusal's code when the server gave one.
   * `signal` aborts it when the timeout is reached.
   */
  refresh: (staleToken: string, signal: AbortSignal) => Promise<string>;
  /** A refresh failed: forget the stored sign-in (the user is sent to sign in next). */
  clearSession: () => void;
}

/** Until the session is handed over: no token, so nothing is refreshed. */
const noSession: HttpSession = {
  readToken: () => null,
  refresh: () => Promise.reject(new SessionEndedError()),
  clearSession: () => {},
};

interface HttpOptions extends HttpSession {
  /** how long a refresh may take before it counts as failed */
  refreshTimeoutMs: number;
  /**
   * called once when a failed refresh ended the session; gets the login url with `?to=` (and
   * `&reason=` when the account was blocked or deactivated)
   */
  onSessionEnded: (loginUrl: string) => void;
}

const defaults: Omit<HttpOptions, keyof HttpSession> = {
  refreshTimeoutMs: 15_000,
  onSessionEnded: (url) => window.location.assign(url),
};
let options: HttpOptions = { ...noSession, ...defaults };

/**
 * The session hands over its token, refresh and sign-out once at start (./session.ts); tests and
 * the app shell may change the timeout and how a session end is handled.
 */
export function configureHttp(changes: Partial<HttpOptions>) {
  options = { ...options, ...changes };
}

/** Forgets a refresh in flight and the timeout and session-end handler a test set; the session handed at start stays. */
export function resetHttpForTests() {
  options = { ...options, ...defaults };
  refreshing = null;
}

let refreshing: Promise<string> | null = null;

/** Same-origin paths only, for `?to=` (no open redirect). */
export function safeReturnPath(value: string | null | undefined, fallback = '/home'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return fallback;
  }
  return value;
}

function currentLoginUrl(reason: SessionEndReason | undefined): string {
  const { pathname, search, hash } = window.location;
  if (pathname.startsWith('/pages/login')) {
    if (!reason) return `${pathname}${search}`;
    const params = new URLSearchParams(search);
    params.set('reason', reason);
    return `${pathname}?${params}`;
  }
  const to = `/pages/login?to=${encodeURIComponent(`${pathname}${search}${hash}`)}`;
  return reason ? `${to}&reason=${reason}` : to;
}

/** One request as it is: the given token (or none), no refresh, no replay. */
export async function sendOnce<T>(
  method: string,
  path: string,
  body: unknown,
  token: string | null,
  signal?: AbortSignal,
): Promise<HttpReply<T>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  // a Blob (an image upload) goes as it is, its type the content type; anything else as JSON
  const blob = body instanceof Blob ? body : undefined;
  if (body !== undefined) headers['content-type'] = blob ? blob.type : 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(path, {
    method,
    headers,
    body: body === undefined ? undefined : (blob ?? JSON.stringify(body)),
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
  return { status: res.status, data: data as T, headers: res.headers };
}

/**
 * The one refresh. `refusal`: the code of the 401 that started it; blocking an account revokes
 * its refresh tokens too, so the refresh itself may only say the token is no longer valid, while
 * the request's own 401 said why (`accountBlocked`).
 */
async function refreshOnce(staleToken: string, refusal: string | undefined): Promise<string> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new SessionEndedError());
    }, options.refreshTimeoutMs);
  });
  try {
    // the session sends the refresh call (REFRESH_PATH) and keeps the renewed sign-in
    return await Promise.race([options.refresh(staleToken, controller.signal), timeout]);
  } catch (error) {
    const told = error instanceof SessionEndedError ? error.code : undefined;
    const reason = sessionEndReason(told) ?? sessionEndReason(refusal);
    options.clearSession();
    options.onSessionEnded(currentLoginUrl(reason));
    if (error instanceof SessionEndedError && (error.code === reason || !reason)) throw error;
    throw new SessionEndedError(undefined, reason);
  } finally {
    clearTimeout(timer);
  }
}

/** The new token: the one a finished refresh already got, or the result of the one refresh. */
function renewedToken(staleToken: string, refusal: string | undefined): Promise<string> {
  const current = options.readToken();
  if (!refreshing && current !== staleToken) {
    // a refresh finished meanwhile: replay with its token, or fail with the session it ended
    return current ? Promise.resolve(current) : Promise.reject(new SessionEndedError());
  }
  refreshing ??= refreshOnce(staleToken, refusal).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function request<T>(method: string, path: string, body?: unknown): Promise<HttpReply<T>> {
  await ensureBackend();
  const refreshable = !NO_REFRESH.some((p) => path.startsWith(p));
  // A request started while a refresh runs waits for the new token (and fails with it).
  const token = refreshing && refreshable ? await refreshing : options.readToken();
  const reply = await sendOnce<T>(method, path, body, token);
  if (reply.status !== 401 || !token || !refreshable) return reply;
  const refusal = (reply.data as { code?: unknown } | undefined)?.code;
  const fresh = await renewedToken(token, typeof refusal === 'string' ? refusal : undefined);
  return sendOnce<T>(method, path, body, fresh);
}

/**
 * A long reply read as it comes (the live events' stream, ./live-events.ts): the same token and
 * the same one refresh on a 401 as any request, but the Response itself is answered, its body
 * unread. `signal` ends the request.
 */
async function openStream(path: string, signal: AbortSignal): Promise<Response> {
  await ensureBackend();
  const send = (token: string | null) =>
    fetch(path, {
      headers: token
        ? { accept: 'text/event-stream', authorization: `Bearer ${token}` }
        : { accept: 'text/event-stream' },
      credentials: 'same-origin',
      cache: 'no-store',
      signal,
    });
  const token = refreshing ? await refreshing : options.readToken();
  const res = await send(token);
  if (res.status !== 401 || !token) return res;
  const refusal = ((await res.json().catch(() => undefined)) as { code?: unknown } | undefined)
    ?.code;
  return send(await renewedToken(token, typeof refusal === 'string' ? refusal : undefined));
}

export const http = {
  /** a stream's Response (the live events), with the token and the refresh of every request */
  stream: openStream,
  /** any method; the data layer's apiRequest (./api-client.ts) sends through this */
  request: <T>(method: string, path: string, body?: unknown) => request<T>(method, path, body),
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, body),
  delete: <T>(path: string) => request<T>('DELETE', path),
};
