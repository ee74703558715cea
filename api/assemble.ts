import { createApi } from './app';
import type { Clock } from './platform/clock';
import { memoryLiveBus, type LiveBus } from './platform/live';
import { memoryRateLimits, type RateLimitStore } from './platform/rate-limit';
import { defaultAuthSettings, type AuthSettings } from './platform/types';
import type { ApiDeps } from './modules/deps';
import { seedDemoAccounts } from './modules/auth/seed';
import { seedDemoChats } from './modules/chat/seed';
import { seedDemoTasks } from './modules/todo/seed';
import { seedDemoBaskets } from './modules/orders/seed';

export type ApiSetup = Omit<ApiDeps, 'auth' | 'now' | 'live' | 'rateLimits' | 'wakeOutbox'> & {
  /** default: nothing (no worker runs: browser mode, the tests) */
  wakeOutbox?: () => void;
  /** default: the in-process bus (one process: browser mode, PGlite, the tests) */
  live?: LiveBus;
  /** default: tries counted in this process (PostgreSQL's count is shared: server/main.ts) */
  rateLimits?: RateLimitStore;
  now: Clock;
  /** the rest comes from defaultAuthSettings; without a signing key, a random one */
  auth?: Partial<AuthSettings>;
};

/**
 * The one way to assemble the API: the Node server (server/main.ts), the in-browser back end
 * (browser-api/start.ts) and the tests (api/test/harness.ts) give their stores, clock, password
 * hasher, mailer (api/platform/mail.ts) and settings; the defaults are here, and an API in
 * development gets the demo accounts (docs/architecture.md decision 8).
 */
export async function assembleApi(setup: ApiSetup) {
  const deps: ApiDeps = {
    ...setup,
    wakeOutbox: setup.wakeOutbox ?? (() => {}),
    live: setup.live ?? memoryLiveBus(),
    rateLimits: setup.rateLimits ?? memoryRateLimits(),
    auth: {
      ...defaultAuthSettings,
      signingKey: crypto.getRandomValues(new Uint8Array(32)),
      ...setup.auth,
    },
  };
  if (deps.development) {
    await seedDemoAccounts(deps.stores.auth, deps.passwords, deps.now());
    // their conversations with sample staff (docs/decisions/0053)
    await seedDemoChats(deps.stores.chat, deps.stores.auth, deps.now());
    // their own sample tasks (docs/decisions/0056)
    await seedDemoTasks(deps.stores.todo, deps.stores.auth, deps.now());
    // their sample cart, wish list and past order in the shop (docs/decisions/0059)
    await seedDemoBaskets(deps.stores.orders, deps.stores.shop, deps.stores.auth, deps.now());
  }
  return { deps, api: createApi(deps) };
}
