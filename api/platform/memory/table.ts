import { idCounter } from './ids';

/**
 * One table of the memory adapter (docs/adding-a-module.md step 6): rows in a Map by id, copies
 * in and out (structuredClone), so no caller can change what is stored. The methods answer
 * promises, so that a store's method can be the table's own.
 */
export interface MemoryTable<T extends { id: number }> {
  list(): Promise<T[]>;
  get(id: number): Promise<T | undefined>;
  /** the highest id ever given + 1, never reused */
  insert(row: Omit<T, 'id'>): Promise<number>;
  /** merges the given fields into the row (the id never changes); undefined when there is none */
  patch(id: number, changes: Partial<Omit<T, 'id'>>): Promise<T | undefined>;
  /**
   * Merges the fields that `change` answers for the row as it is now, with no await between the
   * read and the write: no concurrent change comes in between. undefined when there is no row.
   * When `change` throws, nothing changes and the promise rejects with its error.
   */
  patchWith(id: number, change: (row: T) => Partial<Omit<T, 'id'>>): Promise<T | undefined>;
  /** false when there was no such row */
  remove(id: number): Promise<boolean>;
  /** how many writes changed the table: a change version (docs/decisions/0046) */
  writes(): number;
}

export interface MemoryTableOptions<T> {
  /**
   * Keys that name one row each, as a unique index does in SQL: an insert or patch that would
   * give a second row the same key rejects with a `UniqueViolation` naming it, and changes
   * nothing. A key of undefined is not compared (as NULL in SQL).
   */
  unique?: Record<string, (row: T) => unknown>;
}

/** A write refused because another row has the same value of a unique key. */
export class UniqueViolation extends Error {
  constructor(readonly key: string) {
    super(`Another row has the same ${key}`);
  }
}

export function memoryTable<T extends { id: number }>(
  rows: readonly T[],
  { unique = {} }: MemoryTableOptions<T> = {},
): MemoryTable<T> {
  const byId = new Map(rows.map((row) => [row.id, structuredClone(row)]));
  const nextId = idCounter(rows);
  let writes = 0;
  const copy = (row: T | undefined) => row && structuredClone(row);
  /** throws when another row has a unique key of `row` */
  const checkUnique = (row: T) => {
    for (const [key, keyOf] of Object.entries(unique)) {
      const value = keyOf(row);
      if (value === undefined) continue;
      for (const other of byId.values())
        if (other.id !== row.id && keyOf(other) === value) throw new UniqueViolation(key);
    }
  };
  const patchWith: MemoryTable<T>['patchWith'] = async (id, change) => {
    const row = byId.get(id);
    if (!row) return undefined;
    const changes = structuredClone(change(structuredClone(row)));
    checkUnique({ ...row, ...changes, id });
    Object.assign(row, changes, { id });
    writes++;
    return copy(row);
  };
  return {
    async list() {
      return [...byId.values()].map((row) => structuredClone(row));
    },
    async get(id) {
      return copy(byId.get(id));
    },
    async insert(row) {
      const id = nextId();
      const stored = { ...structuredClone(row), id } as T;
      checkUnique(stored);
      byId.set(id, stored);
      writes++;
      return id;
    },
    patch: (id, changes) => patchWith(id, () => changes),
    patchWith,
    async remove(id) {
      const removed = byId.delete(id);
      if (removed) writes++;
      return removed;
    },
    writes: () => writes,
  };
}
