/**
 * Live updates (docs/decisions/0052): what the API pushes to signed-in people while they look,
 * one mechanism for every app. A service publishes an event to the people it concerns; the event
 * stream route hands each connected reader the events addressed to them.
 *
 * Inside one process (browser mode, PGlite, the tests) the memory bus below delivers. With
 * `DATABASE_URL`, several server processes share one PostgreSQL and the bus goes through its
 * LISTEN/NOTIFY (api/store/sql/live.ts), so a reader connected to another process gets it too.
 *
 * An event is small and says what changed, not the whole record: a reader's screen fetches what
 * it shows (it has to anyway after a reconnect, to catch up on what it missed).
 */
export interface LiveEvent {
  /** what happened, `<app>.<change>`: 'chat.message', 'chat.seen', 'chat.status', 'email.changed' */
  type: string;
  /** small JSON values only (an event crosses PostgreSQL's NOTIFY, 8000 bytes at most) */
  [key: string]: string | number | boolean | null;
}

/** who an event is for: some accounts by id, or every signed-in reader */
export type LiveAudience = readonly number[] | 'everyone';

export interface LiveBus {
  /** delivers the event to every listener of the audience, in this process and (SQL) the others */
  publish(audience: LiveAudience, event: LiveEvent): Promise<void>;
  /** listens to the events for one account; answers the function that stops listening */
  subscribe(accountId: number, listener: (event: LiveEvent) => void): () => void;
  /** stops delivering (a server shutting down) */
  close(): Promise<void>;
}

/** The in-process part of every bus: listeners by account. */
export function listenerRegistry() {
  const listeners = new Map<number, Set<(event: LiveEvent) => void>>();
  return {
    subscribe(accountId: number, listener: (event: LiveEvent) => void) {
      const set = listeners.get(accountId) ?? new Set();
      set.add(listener);
      listeners.set(accountId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(accountId);
      };
    },
    /** calls the listeners of the audience here; a listener that throws does not stop the others */
    deliver(audience: LiveAudience, event: LiveEvent) {
      const targets =
        audience === 'everyone' ? [...listeners.values()] : audience.map((id) => listeners.get(id));
      for (const set of targets) {
        for (const listener of set ?? []) {
          try {
            listener(event);
          } catch {
            // a broken connection's listener; its stream cleans up on close
          }
        }
      }
    },
    /** how many accounts listen (tests, the bench) */
    size: () => listeners.size,
  };
}

/** One process: publishing delivers to the listeners of this process, at once. */
export function memoryLiveBus(): LiveBus {
  const registry = listenerRegistry();
  return {
    async publish(audience, event) {
      registry.deliver(audience, event);
    },
    subscribe: registry.subscribe,
    async close() {},
  };
}
