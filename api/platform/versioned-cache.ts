/**
 * A reply cache that can never be stale (docs/decisions/0046-api-speed-and-memory.md).
 *
 * The store keeps a version that every write raises, in the writing transaction (SQL: a trigger;
 * memory: a counter). Each read asks the version (one tiny query) and serves the cached reply
 * when it was built at that version; otherwise it loads the rows and the version from one
 * snapshot and builds the reply again. A write committed before the read always shows in the
 * version, from this process or another one on the same PostgreSQL.
 */
export interface VersionedSource<T> {
  version(): Promise<number>;
  /** the value and the version it is of, read from one snapshot */
  load(): Promise<{ version: number; value: T }>;
}

export function versionedCache<T, R>(source: VersionedSource<T>, build: (value: T) => R) {
  let cached: { version: number; reply: R } | undefined;
  return async function read(): Promise<R> {
    const version = await source.version();
    if (cached && cached.version === version) return cached.reply;
    const loaded = await source.load();
    const reply = build(loaded.value);
    cached = { version: loaded.version, reply };
    return reply;
  };
}
