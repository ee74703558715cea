/**
 * A failed chunk or stylesheet load (docs/product.md section 8: ChunkLoadError,
 * CSS_CHUNK_LOAD_FAILED) usually means a new version was deployed. Reload once; a sessionStorage
 * flag prevents a reload loop (docs/decisions/0004-chunk-load-failures.md).
 */
const FLAG = 'chunk-reload-at';
/** Within this time after a reload, another failure shows the message instead of reloading again. */
const WINDOW_MS = 30_000;

const patterns = [
  /ChunkLoadError/i,
  /CSS_CHUNK_LOAD_FAILED/i,
  /Loading (CSS )?chunk [\w-]+ failed/i,
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Error loading route module/i,
];

export class ChunkLoadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChunkLoadError';
  }
}

export function isChunkLoadError(error: unknown): boolean {
  if (!error) return false;
  const text =
    error instanceof Error
      ? `${error.name} ${error.message}`
      : typeof error === 'string'
        ? error
        : '';
  return patterns.some((p) => p.test(text));
}

function lastReload(storage: Storage): number {
  try {
    return Number(storage.getItem(FLAG) ?? 0);
  } catch {
    return Number.POSITIVE_INFINITY; // no storage: never reload on our own
  }
}

/** Whether a reload may start now (none happened in the last WINDOW_MS). */
export function mayReload(storage: Storage = window.sessionStorage, now = Date.now()): boolean {
  const last = lastReload(storage);
  return !(last && now - last < WINDOW_MS);
}

/** Records a reload; false when storage cannot keep the flag (then no reload may happen). */
export function markReload(storage: Storage = window.sessionStorage, now = Date.now()): boolean {
  try {
    storage.setItem(FLAG, String(now));
    return true;
  } catch {
    return false;
  }
}

/** Reloads the page unless it already did so recently. Returns whether a reload was started. */
export function reloadOnce(
  storage: Storage = window.sessionStorage,
  now = Date.now(),
  reload: () => void = () => window.location.reload(),
): boolean {
  if (!mayReload(storage, now) || !markReload(storage, now)) return false;
  reload();
  return true;
}

let installed = false;
let failedForGood = false;
const listeners = new Set<() => void>();

/** True once a chunk failed again after the one reload (the screens show the message). */
export function chunkLoadFailed(): boolean {
  return failedForGood;
}

export function onChunkLoadFailed(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function giveUp() {
  failedForGood = true;
  for (const listener of listeners) listener();
}

/**
 * Installs the browser-side guards once:
 * - Vite's `vite:preloadError` (a lazily imported chunk or its CSS failed to load): reload once, else
 *   let the error reach the error boundary. Other errors that Vite reports there are left alone.
 * - React Router reloads the page by itself when a route module fails to load, on every failure,
 *   which would loop while a chunk stays unavailable. It logs "Error loading route module" just
 *   before reloading; within the window after our one reload, that log throws a ChunkLoadError
 *   instead, so the reload is skipped and the root error boundary shows the message.
 */
export function installChunkLoadGuard() {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  window.addEventListener('vite:preloadError', (event) => {
    // Vite wraps `import(x).then(f)` whole, so an error thrown by `f` arrives here too: only a
    // failed fetch of a chunk or stylesheet counts.
    const error = (event as Event & { payload?: unknown }).payload;
    if (!isChunkLoadError(error)) return;
    if (reloadOnce()) event.preventDefault();
  });
  const original = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    const first = args[0];
    if (typeof first === 'string' && first.startsWith('Error loading route module')) {
      if (!mayReload() || !markReload()) {
        original(...args);
        // During the first render nothing else shows the error: the root's fallback listens.
        giveUp();
        throw new ChunkLoadError(first);
      }
    }
    original(...args);
  };
}
