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

/** Server configuration, from the environment only (README: Configuration). */
export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const production = env.NODE_ENV === 'production';
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
    rateLimitPerMinute: positiveInt(env, 'AUTH_RATE_LIMIT', 10),
    /** the OpenID Connect provider: the page talks to it, so the CSP must let it */
    oidcIssuer: env.OIDC_ISSUER?.trim() || undefined,
    /** more origins of the provider the page may fetch (read from its discovery document anyway) */
    oidcConnectOrigins: parseOriginList('OIDC_CONNECT_ORIGINS', env.OIDC_CONNECT_ORIGINS),
  };
}
export type ServerConfig = ReturnType<typeof loadConfig>;
