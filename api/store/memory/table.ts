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
  /** false when there was no such row */
  remove(id: number): Promise<boolean>;
  /** how many writes changed the table: a change version (docs/decisions/0046) */
  writes(): number;
}

export function memoryTable<T extends { id: number }>(rows: readonly T[]): MemoryTable<T> {
  const byId = new Map(rows.map((row) => [row.id, structuredClone(row)]));
  const nextId = idCounter(rows);
  let writes = 0;
  const copy = (row: T | undefined) => row && structuredClone(row);
  return {
    async list() {
      return [...byId.values()].map((row) => structuredClone(row));
    },
    async get(id) {
      return copy(byId.get(id));
    },
    async insert(row) {
      const id = nextId();
      byId.set(id, { ...structuredClone(row), id } as T);
      writes++;
      return id;
    },
    async patch(id, changes) {
      const row = byId.get(id);
      if (!row) return undefined;
      Object.assign(row, structuredClone(changes), { id });
      writes++;
      return copy(row);
    },
    async remove(id) {
      const removed = byId.delete(id);
      if (removed) writes++;
      return removed;
    },
    writes: () => writes,
  };
}
