import type { Context } from 'hono';
import type { AccountStatus, Role } from '../contract/roles';
import type { Mailer } from './mail';
import type { LiveBus } from './live';
import type { RateLimitStore } from './rate-limit';
import type { OutboxQueue } from './outbox';

export type { Role };

export interface AuthSettings {
  /** HS256 signing key for access tokens (from the environment, or generated and kept in the data folder) */
  signingKey: Uint8Array;
  issuer: string;
  audience: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** password-reset links expire after this (default 1800 s) */
  resetTokenTtlSeconds?: number;
  /** invitation links (a password to set for a new account) expire after this (default 7 days) */
  inviteTokenTtlSeconds?: number;
  /** login, register and forgot-password tries per minute, per client address and per account (default 10) */
  rateLimitPerMinute?: number;
}

/** What every start of the API shares unless it says otherwise (api/assemble.ts, server/config.ts). */
export const defaultAuthSettings = {
  issuer: 'freight-site',
  audience: 'freight-site-app',
  accessTokenTtlSeconds: 900,
  refreshTokenTtlSeconds: 60 * 60 * 24 * 14,
} as const;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
}

/**
 * What the platform reads of the accounts (the guard, api/platform/guard.ts): the auth module's
 * store gives it, so the platform depends on no module.
 */
export interface AccountReader {
  /** the columns checked on every call */
  findAccess(
    id: number,
  ): Promise<{ id: number; role: Role; accountStatus: AccountStatus } | undefined>;
  /** the whole account, when a route asks for it */
  findUserById(id: number): Promise<object | undefined>;
}

/**
 * The platform's services, given to every module (api/modules/deps.ts adds every module's store
 * to them: ApiDeps).
 */
export interface PlatformDeps {
  stores: { auth: AccountReader; outbox: OutboxQueue };
  auth: AuthSettings;
  passwords: PasswordHasher;
  /** server: the Node server; browser: inside the page (MSW) */
  mode: 'server' | 'browser';
  /** development and browser mode: demo accounts exist and reset links are shown */
  development: boolean;
  now: () => Date;
  log: (line: string) => void;
  /** outgoing mail: password reset and invitation links (api/platform/mail.ts) */
  mailer: Mailer;
  /**
   * Tells the outbox's worker (api/platform/outbox-worker.ts) that a write with mails has just
   * committed, so they go at once rather than at its next look. The server gives its worker's
   * `wake` (server/main.ts); where no worker runs (browser mode, the tests) it does nothing.
   */
  wakeOutbox: () => void;
  /** live updates to connected readers (api/platform/live.ts); default: in this process only */
  live: LiveBus;
  /**
   * where rate-limited tries are counted (api/platform/rate-limit.ts, docs/decisions/0055);
   * default: in this process only
   */
  rateLimits: RateLimitStore;
  /**
   * The caller's network address, for rate limiting. The Node server reads the connection
   * (server/main.ts); browser mode has one caller. Default: the constant 'local'.
   */
  clientAddress?: (c: Context) => string;
}

/** The signed-in caller, from a verified access token. */
export interface Principal {
  id: number;
  role: Role;
  /**
   * the session (refresh-token family) the access token was issued for: the own account's
   * sessions list marks it current, and a password change keeps it. Absent in a token made
   * without one (the tests' tokenFor).
   */
  session?: string;
}

/**
 * What a request carries once requireRule let it in: the caller, and their whole account read
 * when a route first asks for it (once per request): `await accountOf(c)` of the auth module (api/modules/auth/account-of.ts).
 */
export type AppEnv = { Variables: { principal: Principal; account: () => Promise<object> } };
