import type { DataListProduct, DataListProductInput } from '../../contract/data-list';

export interface DataListStore {
  list(): Promise<DataListProduct[]>;
  get(id: number): Promise<DataListProduct | undefined>;
  /** Inserts with a new id: the highest id ever given + 1, never reused. */
  insert(item: DataListProductInput): Promise<number>;
  update(id: number, item: DataListProduct): Promise<void>;
  /** false when there was no such item */
  remove(id: number): Promise<boolean>;
}
