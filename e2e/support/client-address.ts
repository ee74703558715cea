import type { Page, TestInfo } from '@playwright/test';

/**
 * A client address of the test's own: the browser tests' server trusts X-Forwarded-For
 * (playwright.config.ts), so a limit per address (5 contact messages a minute,
 * api/modules/contact) counts this test's sends alone, a retry's included, whatever else runs
 * beside it from 127.0.0.1.
 */
export async function useOwnClientAddress(page: Page, info: TestInfo) {
  const seed = [...`${info.testId}#${info.retry}`].reduce(
    (hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0,
    7,
  );
  await page.setExtraHTTPHeaders({
    'x-forwarded-for': `10.${(seed >>> 16) & 255}.${(seed >>> 8) & 255}.${seed & 255}`,
  });
}
