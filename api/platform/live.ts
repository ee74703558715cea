/**
 * Live updates (docs/decisions/0052): what the API pushes to signed-in people while they look,
 * one mechanism for every app. A service publishes an event to the people it concerns; the event
 * stream route hands each connected reader the events addressed to them.
 *
 * Inside one process (browser mode, PGlite, the tests) the memory bus below delivers. With
 * `DATABASE_URL`, several server processes share one PostgreSQL and the bus goes through its
 * LISTEN/NOTIFY (api/platform/sql/live.server.ts), so a reader connected to another process gets it too.
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

/**
 * The audience of the public website's streams (the tracking page, api/modules/shipments): no
 * account has id 0, so its events reach visitors without an account and nobody else. It is not
 * part of `everyone`, which means every signed-in reader.
 */
export const PUBLIC_AUDIENCE = 0;

/** who an event is for: some accounts by id (PUBLIC_AUDIENCE too), or every signed-in reader */
export type LiveAudience = readonly number[] | 'everyone';

export interface LiveBus {
  /** delivers the event to every listener of the audience, in this process and (SQL) the others */
  publish(audience: LiveAudience, event: LiveEvent): Promise<void>;
  /**
   * listens to the events for one account; answers the function that stops listening. `onEnd`:
   * called once if the bus closes first (a server shutting down ends its streams with it)
   */
  subscribe(
    accountId: number,
    listener: (event: LiveEvent) => void,
    onEnd?: () => void,
  ): () => void;
  /** stops delivering and ends every subscription (onEnd), so that open streams close */
  close(): Promise<void>;
}

/** The in-process part of every bus: listeners by account. */
export function listenerRegistry() {
  const listeners = new Map<number, Set<(event: LiveEvent) => void>>();
  const enders = new Map<(event: LiveEvent) => void, () => void>();
  return {
    subscribe(accountId: number, listener: (event: LiveEvent) => void, onEnd?: () => void) {
      // each subscription its own function, so one listener subscribed twice is two listeners
      const own = (event: LiveEvent) => listener(event);
      const set = listeners.get(accountId) ?? new Set();
      set.add(own);
      listeners.set(accountId, set);
      if (onEnd) enders.set(own, onEnd);
      return () => {
        set.delete(own);
        enders.delete(own);
        if (set.size === 0 && listeners.get(accountId) === set) listeners.delete(accountId);
      };
    },
    /** ends every subscription: their onEnd is called, and nothing is delivered to them again */
    endAll() {
      const ending = [...enders.values()];
      listeners.clear();
      enders.clear();
      for (const onEnd of ending) onEnd();
    },
    /** calls the listeners of the audience here; a listener that throws does not stop the others */
    deliver(audience: LiveAudience, event: LiveEvent) {
      const targets =
        audience === 'everyone'
          ? [...listeners].filter(([id]) => id !== PUBLIC_AUDIENCE).map(([, set]) => set)
          : audience.map((id) => listeners.get(id));
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
    /** how many subscriptions there are, all accounts together (tests: a closed stream leaves none) */
    count: () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0),
  };
}

/** One process: publishing delivers to the listeners of this process, at once. */
export function memoryLiveBus(): LiveBus & { listening(): number } {
  const registry = listenerRegistry();
  return {
    listening: registry.count,
    async publish(audience, event) {
      registry.deliver(audience, event);
    },
    subscribe: registry.subscribe,
    async close() {
      registry.endAll();
    },
  };
}
