/**
 * The worker's shared context and page (e2e/support/test.ts): nothing a test leaves reaches the
 * next, in the same page where the reset can undo it (a phone's viewport included).
 */
import { expect } from '@playwright/test';
import { test } from './support/test';

test.describe.configure({ mode: 'serial' });

test('a test leaves storage, cookies, scripts, routes, listeners and a viewport behind', async ({
  page,
  context,
}) => {
  await context.addInitScript(() => ((window as unknown as { leftover: number }).leftover = 1));
  await page.addInitScript(() => ((window as unknown as { leftover2: number }).leftover2 = 1));
  await context.route('**/left-by-context', (route) => route.fulfill({ body: 'routed' }));
  await page.route('**/left-by-page', (route) => route.fulfill({ body: 'routed' }));
  await page.setExtraHTTPHeaders({ 'x-left-over': '1' });
  await context.grantPermissions(['clipboard-read']);
  await page.setViewportSize({ width: 390, height: 844 });
  page.on('console', () => {
    throw new Error('a listener of the last test');
  });
  await page.goto('/home');
  await page.evaluate(async () => {
    localStorage.setItem('left', '1');
    sessionStorage.setItem('left', '1');
    document.cookie = 'left=1; path=/';
    await new Promise((resolve) => {
      const open = indexedDB.open('left-over', 1);
      open.onupgradeneeded = () => open.result.createObjectStore('s');
      open.onsuccess = () => {
        open.result.close();
        resolve(null);
      };
    });
  });
  (globalThis as unknown as { leftPage: unknown }).leftPage = page;
});

test('the next test finds none of it, in the same page', async ({ page, shareContexts }) => {
  if (shareContexts) expect(page).toBe((globalThis as unknown as { leftPage: unknown }).leftPage);
  await page.goto('/home');
  page.on('request', (r) => expect(r.headers()['x-left-over']).toBeUndefined());
  const left = await page.evaluate(async () => ({
    local: localStorage.getItem('left'),
    session: sessionStorage.getItem('left'),
    cookie: document.cookie,
    scripts: [
      (window as unknown as { leftover?: number }).leftover,
      (window as unknown as { leftover2?: number }).leftover2,
    ],
    databases: (await indexedDB.databases()).map((d) => d.name),
    routed: [
      await (await fetch('/left-by-context')).text(),
      await (await fetch('/left-by-page')).text(),
    ].filter((body) => body === 'routed'),
    clipboard: (await navigator.permissions.query({ name: 'clipboard-read' as PermissionName }))
      .state,
    viewport: [window.innerWidth, window.innerHeight],
  }));
  expect(left).toEqual({
    local: null,
    session: null,
    cookie: '',
    scripts: [undefined, undefined],
    databases: [],
    routed: [],
    clipboard: 'prompt',
    viewport: [1280, 720],
  });
  await page.evaluate(() => console.log('no listener of the last test throws'));
});
