import { defineConfig } from '@playwright/test';
import { browserTestsLaunchOptions } from './e2e/support/browser';
import type { SharedContextOptions } from './e2e/support/test';

const port = Number(process.env.E2E_PORT ?? 4173);
// Browser mode: the static demo build (npm run build:demo), where the page answers /api itself.
const demoPort = port + 1;

export default defineConfig<SharedContextOptions>({
  testDir: 'e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // a test that fails fails the run, in CI too: no retries (docs/decisions/0070)
  retries: 0,
  // a limit, not a measurement (docs/decisions/0067): a passing test takes what it takes; on a
  // loaded 2-core machine a worker's first browser-mode sign-in alone took up to 31 s
  timeout: 60_000,
  // A wait for a result, not a measurement (docs/decisions/0067): a staff screen's first load took
  // more than the default 5 s with two workers on a 2-core machine, though under 2 s alone.
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: browserTestsLaunchOptions,
  },
  // A spec runs in server mode. Browser mode runs the tests tagged @browser-mode, of
  // *.both-modes.spec.ts, api-mode.spec.ts and *.browser-mode.spec.ts (which runs in browser mode
  // only): what differs between the modes, the in-page back end, its cookie jar, its store and
  // its refresh, the flows that store, upload, send or stream through it, and every read-only
  // screen drawn once from it (e2e/read-screens.browser-mode.spec.ts; docs/decisions/0070).
  // Screenshots (*.shots.ts) are tools for looking at the screens, not tests: their project exists
  // only on request (SCREENSHOTS=1 npx playwright test --project=screenshots).
  projects: [
    {
      name: 'server',
      testIgnore: /\.browser-mode\.spec\.ts$/,
    },
    {
      name: 'browser-mode',
      testMatch: /(api-mode|\.browser-mode|\.both-modes)\.spec\.ts$/,
      grep: /@browser-mode/,
      // each test its own context: the in-page back end lives in the page's service worker and
      // storage (e2e/support/test.ts shares one per worker in server mode)
      use: { baseURL: `http://127.0.0.1:${demoPort}`, shareContexts: false },
    },
    ...(process.env.SCREENSHOTS ? [{ name: 'screenshots', testMatch: /\.shots\.ts$/ }] : []),
  ],
  webServer: [
    {
      // The production build in server mode, on a fresh data folder for every run.
      // Many sign-ins from one address: the rate limit is raised (the API tests check it).
      command: `node scripts/e2e-server.mjs`,
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(port),
        AUTH_RATE_LIMIT: '1000',
        // a test may speak from an address of its own (e2e/support/client-address.ts)
        TRUST_PROXY: '1',
        BUILD_DIR: process.env.BUILD_DIR ?? 'build',
      },
    },
    {
      // The browser-mode build, served as static files only (no /api: MSW in the page answers).
      command: `node scripts/e2e-server.mjs`,
      url: `http://127.0.0.1:${demoPort}/`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(demoPort),
        STATIC_ONLY: '1',
        BUILD_DIR: process.env.E2E_DEMO_BUILD_DIR ?? 'build-demo',
      },
    },
  ],
});
