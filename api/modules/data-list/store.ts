import type { DataListProduct, DataListProductInput } from './contract';

export interface DataListStore {
  /** raised by every write (the versioned reply cache of api/platform/versioned-cache.ts) */
  version(): Promise<number>;
  /** every item and the version they are of, from one snapshot */
  listAtVersion(): Promise<{ version: number; value: DataListProduct[] }>;
  /** Inserts with a new id: the highest id ever given + 1, never reused. */
  insert(item: DataListProductInput): Promise<number>;
  /**
   * Inserts every item in one transaction, each with the next new id in the order given, and
   * answers the ids; nothing is inserted when one fails.
   */
  insertMany(items: readonly DataListProductInput[]): Promise<number[]>;
  /**
   * Sets the given fields in one write (a concurrent change of other fields is kept) and returns
   * the item; undefined when there is no such item.
   */
  patch(id: number, changes: Partial<DataListProductInput>): Promise<DataListProduct | undefined>;
  /** false when there was no such item */
  remove(id: number): Promise<boolean>;
  /**
   * Deletes the items in one transaction, all or none: answers the ids no item has (then nothing
   * is deleted), else an empty list.
   */
  removeMany(ids: readonly number[]): Promise<number[]>;
}
