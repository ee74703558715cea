import type { Context } from 'hono';
import { generateCookie, getCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';
import type { AuthReply } from './contract';
import { randomToken, sha256Hex } from '../../platform/crypto';
import { signAccessToken } from '../../platform/tokens';
import type { ApiDeps } from '../deps';
import type { UserRecord } from './store';
import { toUserData } from './user-data';

/** The refresh cookie: HttpOnly, SameSite=Strict, only sent to the auth endpoints. */
export const REFRESH_COOKIE = 'freight_refresh';
export const REFRESH_COOKIE_PATH = '/api/auth';

function isHttps(c: Context) {
  if (new URL(c.req.url).protocol === 'https:') return true;
  // Behind a TLS-terminating proxy. A forged header only makes the cookie stricter.
  return (c.req.header('x-forwarded-proto') ?? '').split(',')[0].trim() === 'https';
}

/**
 * Browser mode: a Request or Response built in the page drops Cookie and Set-Cookie (forbidden
 * header names), so between the in-browser back end's jar (browser-api/cookie-jar.ts) and the API
 * the cookies travel in these two headers instead. Only in browser mode: the Node server neither
 * reads nor sends them.
 */
export const BROWSER_SET_COOKIE_HEADER = 'X-Browser-Set-Cookie';
export const BROWSER_COOKIE_HEADER = 'X-Browser-Cookie';

function writeCookie(deps: ApiDeps, c: Context, value: string, options: CookieOptions) {
  const line = generateCookie(REFRESH_COOKIE, value, {
    path: REFRESH_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'Strict',
    secure: isHttps(c),
    ...options,
  });
  c.header('Set-Cookie', line, { append: true });
  if (deps.mode === 'browser')
    c.header(BROWSER_SET_COOKIE_HEADER, encodeURIComponent(line), { append: true });
}

function writeRefreshCookie(
  deps: ApiDeps,
  c: Context,
  token: string,
  maxAgeSeconds: number | undefined,
) {
  writeCookie(
    deps,
    c,
    token,
    maxAgeSeconds === undefined ? {} : { maxAge: Math.max(0, Math.floor(maxAgeSeconds)) },
  );
}

export function readRefreshCookie(deps: ApiDeps, c: Context): string | undefined {
  const value =
    deps.mode === 'browser'
      ? browserCookie(c.req.header(BROWSER_COOKIE_HEADER))
      : getCookie(c, REFRESH_COOKIE);
  return value && value.length <= 512 ? value : undefined;
}

function browserCookie(header: string | undefined) {
  for (const pair of (header ?? '').split(';')) {
    const [name, ...value] = pair.split('=');
    if (name.trim() === REFRESH_COOKIE) return value.join('=').trim();
  }
  return undefined;
}

export function clearRefreshCookie(deps: ApiDeps, c: Context) {
  writeCookie(deps, c, '', { maxAge: 0 });
}

export interface SessionOptions {
  /** false: a session cookie (ends with the browser session). Default true. */
  remember?: boolean;
  /** continue a family (refresh rotation); a new sign-in starts a new family */
  familyId?: string;
  /** a continued family's sign-in time and browser (a new sign-in: now and this request's) */
  signedInAt?: Date;
  userAgent?: string | null;
}

/** The browser that signs in, as its User-Agent header says, shortened to 200 characters. */
function userAgentOf(c: Context): string | null {
  // eslint-disable-next-line no-control-regex -- control characters are dropped
  const agent = (c.req.header('user-agent') ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return agent ? agent.slice(0, 200) : null;
}

/**
 * Signs the user in: a new access token, a new refresh token (stored hashed, in its family, with an
 * expiry) in the HttpOnly cookie, and the reply `{userData, accessToken}` of
 * docs/product.md section 7.
 * Used by login, register, refresh-token and the OpenID Connect module.
 */
export async function issueSession(
  deps: ApiDeps,
  c: Context,
  user: UserRecord,
  { remember = true, familyId = crypto.randomUUID(), ...started }: SessionOptions = {},
): Promise<AuthReply> {
  const now = deps.now();
  const refreshToken = randomToken();
  const ttl = deps.auth.refreshTokenTtlSeconds;
  await deps.stores.auth.insertRefreshToken({
    tokenHash: await sha256Hex(refreshToken),
    userId: user.id,
    familyId,
    persistent: remember,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttl * 1000),
    usedAt: null,
    revokedAt: null,
    signedInAt: started.signedInAt ?? now,
    userAgent: started.userAgent === undefined ? userAgentOf(c) : started.userAgent,
  });
  writeRefreshCookie(deps, c, refreshToken, remember ? ttl : undefined);
  const accessToken = await signAccessToken(
    deps.auth,
    { id: user.id, role: user.role, session: familyId },
    now,
  );
  return { userData: toUserData(user), accessToken };
}
