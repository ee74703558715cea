import type { Page, Request } from '@playwright/test';
import { streamLiveEvents } from '../../api/modules/live/endpoints';

/**
 * The dashboard holds the live event stream open for as long as a staff member is on it
 * (docs/decisions/0052-live-updates.md), so Playwright's 'networkidle' never comes there. This is
 * the same wait without that one request: watch the page before it navigates, then await `quiet()`.
 */
export function watchNetwork(page: Page, { quietMs = 500 } = {}) {
  const inFlight = new Set<Request>();
  const isLiveStream = (request: Request) =>
    new URL(request.url()).pathname === streamLiveEvents.path;
  page.on('request', (request) => {
    if (!isLiveStream(request)) inFlight.add(request);
  });
  const settle = (request: Request) => inFlight.delete(request);
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return {
    /** resolves once the page has loaded and no other request was in flight for `quietMs` */
    async quiet(timeoutMs = 15_000) {
      await page.waitForLoadState('load');
      const start = performance.now();
      let quietSince = start;
      for (;;) {
        const at = performance.now();
        if (inFlight.size > 0) quietSince = at;
        else if (at - quietSince >= quietMs) return;
        if (at - start > timeoutMs) {
          const urls = [...inFlight].map((r) => r.url()).join(', ');
          throw new Error(`requests still in flight after ${timeoutMs} ms: ${urls}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

/**
 * Makes the page's own requests to paths holding `pathPart` fail with a 503 error reply, until
 * `restore()`. It replaces the page's fetch before the page loads: browser mode's API answers
 * inside the page, out of page.route's reach, so this serves both modes.
 */
export async function failRequests(page: Page, pathPart: string) {
  await page.addInitScript((part) => {
    const w = window as unknown as { __failRequests?: string };
    w.__failRequests = part;
    const real = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (w.__failRequests && new URL(url, location.href).pathname.includes(w.__failRequests)) {
        return new Response(JSON.stringify({ error: 'Unavailable', code: 'serverError' }), {
          status: 503,
          headers: { 'Content-Type': 'application/json' },
        });
      }
      return real(input, init);
    };
  }, pathPart);
  return {
    /** the next requests are answered again */
    restore: () =>
      page.evaluate(() => {
        (window as unknown as { __failRequests?: string }).__failRequests = undefined;
      }),
  };
}
