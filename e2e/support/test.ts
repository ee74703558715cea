/**
 * The browser tests' `test`: Playwright's, with one browser context and one page per worker that
 * the tests take in turn (docs/decisions/0071-one-browser-page-per-worker.md).
 *
 * A new context starts with an empty HTTP cache and a new page with a new renderer, so every test's
 * first screen downloaded, compiled and ran its scripts from nothing: on a busy 2-core machine a
 * staff screen took about 2 s that way and a few hundred milliseconds in a page that had shown one
 * before. Here the page and its context are kept for the worker's next test, emptied of everything
 * a test leaves in them but the caches, as new ones would be:
 * - the page goes to a document of the app's origin without script (see `restingPath`),
 *   the pointer to its corner, no key stays down; the other pages close;
 * - the routes, init scripts, bindings and listeners the test added go, and the extra headers;
 * - the cookies, permissions, geolocation and the offline switch are cleared;
 * - every origin the page spoke to loses its local and session storage, IndexedDB, service workers
 *   and cache storage;
 * - a viewport the test set goes back to the context's.
 * A test that changed what cannot be undone as cheaply (emulated media, the clock) leaves its page
 * to be closed. A test with other context options (`test.use({ javaScriptEnabled:
 * false })`, a time zone) gets a context of its own, and `test.use({ freshContext: true })` asks for
 * one outright. E2E_FRESH_CONTEXTS=1 turns the sharing off, to tell a leak from a failure.
 */
import {
  test as base,
  type Browser,
  type BrowserContext,
  type Page,
  type Route,
} from '@playwright/test';

interface Shared {
  context: BrowserContext;
  /** the options it was made with, as text: another test's must be the same to take it */
  options: string;
  /** the page the tests take in turn, while it can be reset */
  page?: Page;
  /** origins the context's pages have spoken to since the last reset */
  origins: Set<string>;
  /** the origin of the context's baseURL, where a reset leaves the page */
  home?: string;
  /** what tests added to the context or the page, undone after each */
  undo: Array<() => Promise<unknown>>;
  /** set by a call whose effect a reset does not undo: the page is closed instead */
  pageTainted: boolean;
  /** the viewport the context was made with; a test's own size is undone back to it */
  viewport: { width: number; height: number } | null;
  /** the page's own `setViewportSize`, for the reset, and whether a test called it */
  restoreViewport?: () => Promise<void>;
  viewportChanged: boolean;
  /** the listeners the context and the page had before any test: the ones a test adds go */
  listeners: Map<object, Map<string | symbol, Set<unknown>>>;
}

type Emitter = {
  eventNames(): Array<string | symbol>;
  listeners(event: string | symbol): unknown[];
  off(event: string | symbol, listener: unknown): void;
};

function snapshotListeners(shared: Shared, emitter: Emitter) {
  shared.listeners.set(
    emitter,
    new Map(emitter.eventNames().map((event) => [event, new Set(emitter.listeners(event))])),
  );
}

function removeAddedListeners(shared: Shared, emitter: Emitter) {
  const kept = shared.listeners.get(emitter) ?? new Map();
  for (const event of emitter.eventNames()) {
    const before = kept.get(event) ?? new Set();
    for (const listener of emitter.listeners(event))
      if (!before.has(listener)) emitter.off(event, listener);
  }
}

/** Records what a test adds through the calls that add, so that a reset can take it away. */
function recordAdditions(shared: Shared, target: BrowserContext | Page) {
  for (const method of ['addInitScript', 'exposeBinding', 'exposeFunction', 'route'] as const) {
    const original = (target[method] as (...args: unknown[]) => Promise<unknown>).bind(target);
    (target as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
      const added = (await original(...args)) as { dispose(): Promise<void> };
      shared.undo.push(() => added.dispose());
      return added;
    };
  }
}

/**
 * Marks the page to be closed after a call a reset does not undo, and records a change of the
 * viewport, which it does: a new page is a new renderer, without what the kept one had of the
 * app's scripts (about a fifth of the browser tests set a phone's or a wide screen's size).
 */
function taintOn(shared: Shared, page: Page) {
  const setViewportSize = page.setViewportSize.bind(page);
  const viewport = shared.viewport;
  if (viewport) shared.restoreViewport = () => setViewportSize(viewport);
  page.setViewportSize = (size) => {
    if (viewport) shared.viewportChanged = true;
    else shared.pageTainted = true;
    return setViewportSize(size);
  };
  const emulateMedia = page.emulateMedia.bind(page);
  page.emulateMedia = (options) => {
    shared.pageTainted = true;
    return emulateMedia(options);
  };
  for (const method of ['install', 'setFixedTime', 'setSystemTime', 'pauseAt'] as const) {
    const original = (page.clock[method] as (...args: unknown[]) => Promise<void>).bind(page.clock);
    (page.clock as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
      shared.pageTainted = true;
      return original(...args);
    };
  }
}

async function makeShared(browser: Browser, options: object): Promise<Shared> {
  const context = await browser.newContext(options);
  const shared: Shared = {
    context,
    options: JSON.stringify(options),
    origins: new Set(),
    home:
      (options as { baseURL?: string }).baseURL &&
      new URL((options as { baseURL: string }).baseURL).origin,
    undo: [],
    pageTainted: false,
    // Playwright's default where the options set none; `null` is no emulated viewport at all
    viewport:
      (options as { viewport?: { width: number; height: number } | null }).viewport === undefined
        ? { width: 1280, height: 720 }
        : (options as { viewport: { width: number; height: number } | null }).viewport,
    viewportChanged: false,
    listeners: new Map(),
  };
  recordAdditions(shared, context);
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'http:' || url.protocol === 'https:') shared.origins.add(url.origin);
  });
  snapshotListeners(shared, context as unknown as Emitter);
  return shared;
}

async function sharedPage(shared: Shared): Promise<Page> {
  if (shared.page && !shared.page.isClosed()) return shared.page;
  const page = await shared.context.newPage();
  recordAdditions(shared, page);
  taintOn(shared, page);
  snapshotListeners(shared, page as unknown as Emitter);
  shared.page = page;
  shared.pageTainted = false;
  shared.viewportChanged = false;
  return page;
}

/**
 * The empty document a reset shows at an origin other than the app's, with the app's opener
 * policy and origin-agent-cluster (server/app.ts): Chromium runs a document whose policy differs
 * from the last one's in a new renderer process, so about:blank between two tests cost two new
 * renderers a test and, with them, everything the renderer had kept of the app's scripts.
 */
const blankDocument = (route: Route) =>
  route.fulfill({
    contentType: 'text/html',
    body: '<html></html>',
    headers: {
      'cross-origin-opener-policy': 'same-origin-allow-popups',
      'origin-agent-cluster': '?1',
    },
  });

/**
 * Where a reset leaves the page at the app's origin: a document the app serves with its own
 * headers (the same opener policy as its screens) and no script. Not a routed document: a page
 * that went through `page.route` drew its next app screen about 0.65 s slower (measured: 1.2 s
 * against 0.54 s from the first request to a staff screen's title, warm cache, one worker).
 */
const restingPath = '/robots.txt';

/**
 * Clears what each origin keeps: its IndexedDB, service workers and cache storage through the
 * browser; its local and session storage (the latter the tab's own, which the kept page would
 * find again) from a document of that origin without script (`restingPath` at the app's origin,
 * `blankDocument` at others, which a route gives without their server). The page is left at
 * `home`, the origin the next test most likely opens.
 */
async function clearStorage(page: Page, origins: Set<string>, home?: string) {
  const session = await page.context().newCDPSession(page);
  for (const origin of origins) {
    await session.send('Storage.clearDataForOrigin', {
      origin,
      storageTypes: 'indexeddb,service_workers,cache_storage,file_systems,websql',
    });
  }
  await session.detach();
  const clearLocalAndSession = () =>
    page.evaluate(() => {
      window.localStorage.clear();
      window.sessionStorage.clear();
    });
  const others = [...origins].filter((o) => o !== home);
  if (others.length > 0) {
    await page.route('**/*', blankDocument);
    for (const origin of others) {
      await page.goto(`${origin}/`);
      await clearLocalAndSession();
    }
    await page.unroute('**/*', blankDocument);
  }
  if (home) {
    await page.goto(`${home}${restingPath}`);
    await clearLocalAndSession();
  } else await page.goto('about:blank');
}

/** Empties the context and its page of what the last test left, but the caches. */
async function reset(shared: Shared) {
  const { context } = shared;
  removeAddedListeners(shared, context as unknown as Emitter);
  let page = shared.page;
  if (page && (page.isClosed() || shared.pageTainted)) {
    await page.close();
    page = shared.page = undefined;
  }
  for (const other of context.pages()) if (other !== page) await other.close();
  if (page) removeAddedListeners(shared, page as unknown as Emitter);
  await Promise.all(shared.undo.splice(0).map((dispose) => dispose()));
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.clearCookies();
  await context.clearPermissions();
  await context.setOffline(false);
  await context.setExtraHTTPHeaders({});
  await context.setGeolocation(null);
  // a page to speak to the browser through; the storage is the context's (and the tab's)
  const speaker = page ?? (await context.newPage());
  if (page) {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.setExtraHTTPHeaders({});
  }
  await clearStorage(speaker, shared.origins, shared.home);
  shared.origins.clear();
  if (page && shared.viewportChanged) {
    await shared.restoreViewport?.();
    shared.viewportChanged = false;
  }
  if (page) {
    // the pointer stays where the last test left it, over whatever the next page draws there
    await page.mouse.move(0, 0);
    for (const key of ['Shift', 'Control', 'Alt', 'Meta']) await page.keyboard.up(key);
  }
  if (speaker !== page) await speaker.close();
}

/** The options of this `test`, for the projects of playwright.config.ts. */
export interface SharedContextOptions {
  freshContext: boolean;
  shareContexts: boolean;
}

export const test = base.extend<
  { freshContext: boolean; _contextOptions: object },
  { shareContexts: boolean; _shared: { current?: Shared } }
>({
  /** A context of the test's own, made for it and closed after it. */
  freshContext: [false, { option: true }],
  /** Whether this worker's tests share a context and page at all (the browser-mode project not). */
  shareContexts: [!process.env.E2E_FRESH_CONTEXTS, { option: true, scope: 'worker' }],
  _shared: [
    // eslint-disable-next-line no-empty-pattern -- a worker fixture that needs no other
    async ({}, use) => {
      const holder: { current?: Shared } = {};
      await use(holder);
      await holder.current?.context.close();
    },
    { scope: 'worker' },
  ],
  // Playwright's own fixture of the options a test's context is made with (baseURL, viewport,
  // javaScriptEnabled, ...): internal, but it is what its own context fixture reads
  _contextOptions: async (
    { _combinedContextOptions }: { _combinedContextOptions: object },
    use: (options: object) => Promise<void>,
  ) => use(_combinedContextOptions),
  context: async ({ browser, freshContext, shareContexts, _shared, _contextOptions }, use) => {
    if (freshContext || !shareContexts) {
      const context = await browser.newContext(_contextOptions);
      await use(context);
      await context.close();
      return;
    }
    const wanted = JSON.stringify(_contextOptions);
    let shared = _shared.current;
    if (shared && shared.options !== wanted) {
      await shared.context.close();
      shared = undefined;
    }
    shared ??= await makeShared(browser, _contextOptions);
    _shared.current = shared;
    await use(shared.context);
    try {
      await reset(shared);
    } catch (error) {
      if (process.env.E2E_DEBUG_RESET) console.error('reset failed', error);
      // a context the test closed, or one that no longer answers: the next test makes a new one
      await shared.context.close().catch(() => {});
      _shared.current = undefined;
    }
  },
  page: async ({ context, _shared }, use) => {
    const shared = _shared.current;
    if (shared?.context !== context) {
      await use(await context.newPage());
      return;
    }
    await use(await sharedPage(shared));
  },
});

export { expect } from '@playwright/test';
