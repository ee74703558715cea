import type { DataListProduct, DataListProductInput } from '../../contract/data-list';

export interface DataListStore {
  list(): Promise<DataListProduct[]>;
  /** raised by every write (the versioned reply cache of api/platform/versioned-cache.ts) */
  version(): Promise<number>;
  /** every item and the version they are of, from one snapshot */
  listAtVersion(): Promise<{ version: number; value: DataListProduct[] }>;
  get(id: number): Promise<DataListProduct | undefined>;
  /** Inserts with a new id: the highest id ever given + 1, never reused. */
  insert(item: DataListProductInput): Promise<number>;
  update(id: number, item: DataListProduct): Promise<void>;
  /** false when there was no such item */
  remove(id: number): Promise<boolean>;
}
