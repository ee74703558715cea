import type { DataListProduct, DataListProductInput } from '../../contract/data-list';

export interface DataListStore {
  /** raised by every write (the versioned reply cache of api/platform/versioned-cache.ts) */
  version(): Promise<number>;
  /** every item and the version they are of, from one snapshot */
  listAtVersion(): Promise<{ version: number; value: DataListProduct[] }>;
  /** Inserts with a new id: the highest id ever given + 1, never reused. */
  insert(item: DataListProductInput): Promise<number>;
  /**
   * Sets the given fields in one write (a concurrent change of other fields is kept) and returns
   * the item; undefined when there is no such item.
   */
  patch(id: number, changes: Partial<DataListProductInput>): Promise<DataListProduct | undefined>;
  /** false when there was no such item */
  remove(id: number): Promise<boolean>;
}
