/**
 * A small store kept in localStorage, read with a selector hook (the settings and the starred
 * pages). In-house rather than zustand: the settings store is on every public page's first load,
 * where zustand with its persist middleware cost 1.2 KB gzip of a 150 KB budget
 * (docs/decisions/0006-public-first-load-budget.md).
 *
 * Stored as `{"state": ..., "version": n}` under `key`; an entry of another version, or one that
 * does not parse, is handed to `restore`, which keeps what is valid (an old or edited entry must
 * not break the app). Storage that is unavailable (private mode, the prerender) keeps the state in
 * memory only.
 */
import { useSyncExternalStore } from 'react';

interface PersistedStoreOptions<State extends object, Actions extends object> {
  key: string;
  version: number;
  initial: State;
  /** the state to use from a stored value (`undefined` when nothing is stored) */
  restore: (stored: unknown, initial: State) => State;
  actions: (set: (change: Partial<State> | ((s: State) => Partial<State>)) => void) => Actions;
}

export type PersistedStore<S> = {
  (): S;
  <T>(selector: (state: S) => T): T;
  getState: () => S;
};

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

function readStored(key: string): unknown {
  try {
    const raw = storage()?.getItem(key);
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as { state?: unknown } | null;
    return parsed && typeof parsed === 'object' ? parsed.state : undefined;
  } catch {
    return undefined;
  }
}

export function createPersistedStore<State extends object, Actions extends object>(
  options: PersistedStoreOptions<State, Actions>,
): PersistedStore<State & Actions> {
  const listeners = new Set<() => void>();
  let data: State = options.restore(readStored(options.key), options.initial);
  const set = (change: Partial<State> | ((s: State) => Partial<State>)) => {
    const next = { ...data, ...(typeof change === 'function' ? change(data) : change) };
    data = options.restore(next, options.initial);
    state = { ...data, ...actions };
    try {
      storage()?.setItem(options.key, JSON.stringify({ state: data, version: options.version }));
    } catch {
      // full or unavailable: the change lasts for this page
    }
    for (const listener of listeners) listener();
  };
  const actions = options.actions(set);
  let state: State & Actions = { ...data, ...actions };

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const getState = () => state;
  // Hydration draws what the prerender drew (the defaults), then the stored state.
  const serverState: State & Actions = { ...options.initial, ...actions };

  function useStore<T>(selector?: (s: State & Actions) => T) {
    const pick = selector ?? ((s: State & Actions) => s as unknown as T);
    return useSyncExternalStore(
      subscribe,
      () => pick(state),
      () => pick(serverState),
    );
  }
  return Object.assign(useStore, { getState }) as PersistedStore<State & Actions>;
}
