/**
 * The website's browser tests against a static serve of the production build, for development
 * runs beside other engineers' builds:
 *   BUILD_DIR=build-site npx react-router build
 *   BUILD_DIR=build-site E2E_PORT=4320 npx playwright test -c e2e/support-site/playwright.config.ts
 * The project's `npm test` runs the same specs through playwright.config.ts and the Node server.
 */
import { defineConfig } from '@playwright/test';
import { browserTestsLaunchOptions } from '../support/browser';

const port = Number(process.env.E2E_PORT ?? 4320);
const buildDir = process.env.BUILD_DIR ?? 'build-site';

export default defineConfig({
  testDir: '..',
  testMatch: /site.*\.spec\.ts$/,
  // a static serve has no API: tests that need the back end run in `npm test` only
  grepInvert: /@api/,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  reporter: 'line',
  outputDir: '../../test-results/site',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: browserTestsLaunchOptions,
  },
  webServer: {
    command: `node e2e/support-site/static-server.mjs ${buildDir} ${port}`,
    cwd: '../..',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: true,
    timeout: 30_000,
  },
});
