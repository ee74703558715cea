import { resolve } from 'node:path';
import { defaultAuthSettings } from '../api/platform/types';
import { parseOriginList } from './provider-origins';

function positiveInt(env: Record<string, string | undefined>, name: string, fallback: number) {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value <= 0) {
    throw new Error(`${name} must be a positive whole number, not "${raw}"`);
  }
  return value;
}

/** SMTP_URL: an smtp:// or smtps:// address of the mail server, or nothing (no mail goes out). */
function mailServerUrl(raw: string | undefined) {
  const value = raw?.trim();
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error('SMTP_URL must be an address like smtp://user:password@mail.example.com:587');
  }
  if ((url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || !url.hostname) {
    throw new Error(
      `SMTP_URL must start with smtp:// or smtps:// and name a host, not "${url.protocol}"`,
    );
  }
  return value;
}

/** MAIL_FROM, or the SMTP user when it is an address; required with SMTP_URL. */
function mailSender(env: Record<string, string | undefined>, smtpUrl: string | undefined) {
  const from = env.MAIL_FROM?.trim();
  if (from || !smtpUrl) return from || undefined;
  const user = decodeURIComponent(new URL(smtpUrl).username);
  if (user.includes('@')) return user;
  throw new Error(
    'MAIL_FROM must be set with SMTP_URL (e.g. "Siam Gateway <no-reply@example.com>")',
  );
}

/** MAIL_LINK_ORIGIN: where links in mails lead (https://app.example.com), or the request's origin. */
function linkOrigin(raw: string | undefined) {
  const value = raw?.trim();
  if (!value) return undefined;
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
  } catch {
    // the error below
  }
  throw new Error(
    `MAIL_LINK_ORIGIN must be an http(s) address like https://app.example.com, not "${value}"`,
  );
}

/** Server configuration, from the environment only (README: Configuration). */
export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const production = env.NODE_ENV === 'production';
  const smtpUrl = mailServerUrl(env.SMTP_URL);
  return {
    port: positiveInt(env, 'PORT', 3000),
    host: env.HOST || '0.0.0.0',
    dataDir: resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    /** the react-router build folder (its client/ holds the files) */
    buildDir: resolve(env.BUILD_DIR || 'build', 'client'),
    /** serve the built files only, no /api (the browser-mode demo build, where MSW answers) */
    staticOnly: env.STATIC_ONLY === '1' || env.STATIC_ONLY === 'true',
    production,
    /** take the client address from X-Forwarded-For (last hop) when behind a reverse proxy */
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    jwtSecret: env.JWT_SECRET || undefined,
    issuer: env.JWT_ISSUER || defaultAuthSettings.issuer,
    audience: env.JWT_AUDIENCE || defaultAuthSettings.audience,
    accessTokenTtlSeconds: positiveInt(
      env,
      'ACCESS_TOKEN_TTL',
      defaultAuthSettings.accessTokenTtlSeconds,
    ),
    refreshTokenTtlSeconds: positiveInt(
      env,
      'REFRESH_TOKEN_TTL',
      defaultAuthSettings.refreshTokenTtlSeconds,
    ),
    resetTokenTtlSeconds: positiveInt(env, 'RESET_TOKEN_TTL', 30 * 60),
    inviteTokenTtlSeconds: positiveInt(env, 'INVITE_TOKEN_TTL', 7 * 24 * 60 * 60),
    /** outgoing mail through this SMTP server; without it, mails go to the log (development) or nowhere */
    smtpUrl,
    /** the sender of every mail */
    mailFrom: mailSender(env, smtpUrl),
    /** the origin of the links in mails; without it, the request's */
    mailLinkOrigin: linkOrigin(env.MAIL_LINK_ORIGIN),
    rateLimitPerMinute: positiveInt(env, 'AUTH_RATE_LIMIT', 10),
    /** the OpenID Connect provider: the page talks to it, so the CSP must let it */
    oidcIssuer: env.OIDC_ISSUER?.trim() || undefined,
    /** more origins of the provider the page may fetch (read from its discovery document anyway) */
    oidcConnectOrigins: parseOriginList('OIDC_CONNECT_ORIGINS', env.OIDC_CONNECT_ORIGINS),
    /**
     * The build draws Google maps: the key the build read (VITE_GOOGLE_MAPS_API_KEY) is set at
     * start too, and the pages' CSP admits Google's Maps JavaScript API.
     */
    googleMaps: Boolean(env.VITE_GOOGLE_MAPS_API_KEY?.trim()),
  };
}
export type ServerConfig = ReturnType<typeof loadConfig>;
