/**
 * Who answers /api/*: the Node server (server mode) or the API inside the page (browser mode:
 * `npm run dev` and `npm run build:demo`). The in-browser back end is loaded on the first API call
 * only, never before a public page renders.
 */
export const apiMode: 'server' | 'browser' =
  import.meta.env.VITE_API_MODE === 'browser' ||
  (import.meta.env.DEV && import.meta.env.VITE_API_MODE !== 'server')
    ? 'browser'
    : 'server';

let backendReady: Promise<void> | undefined;

export function ensureBackend(): Promise<void> {
  if (apiMode === 'server') return Promise.resolve();
  backendReady ??= import('../../../browser-api/start').then(({ startBrowserApi }) =>
    startBrowserApi(),
  );
  return backendReady;
}
