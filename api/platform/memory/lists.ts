/**
 * Lists kept by owner for the memory adapter: what SQL keeps as rows keyed by (owner, ...) in the
 * order of adding (a person's cart lines, wish list and orders, a thread's messages, a person's
 * uploads). Copies in and out (structuredClone), so no caller can change what is stored. The
 * methods are synchronous: a store method that checks and then writes, with no await between,
 * is one step that no other request can split (docs/adding-a-module.md step 6).
 */
export interface MemoryLists<T, K = number> {
  /**
   * The owner's items, oldest first ([] when none), copied; through `view` when given, which
   * copies only what it takes (the size of an upload without its bytes).
   */
  list<V = T>(owner: K, view?: (item: Readonly<T>) => V): V[];
  /** the first of the owner's items that `where` accepts, copied; undefined when none */
  find(owner: K, where: (item: Readonly<T>) => boolean): T | undefined;
  /** whether the owner has an item (that `where` accepts, when given) */
  has(owner: K, where?: (item: Readonly<T>) => boolean): boolean;
  /** adds a copy of the item after the owner's others */
  add(owner: K, item: T): void;
  /**
   * Replaces each of the owner's items that `where` accepts with what `change` answers for a copy
   * of it; answers how many. When `change` throws, nothing changes.
   */
  update(owner: K, where: (item: Readonly<T>) => boolean, change: (item: T) => T): number;
  /** removes the owner's items that `where` accepts (all, without it); answers how many */
  remove(owner: K, where?: (item: Readonly<T>) => boolean): number;
  /** the owners that have items */
  owners(): K[];
}

export function memoryLists<T, K = number>(): MemoryLists<T, K> {
  const lists = new Map<K, T[]>();
  const itemsOf = (owner: K) => lists.get(owner) ?? [];
  const all = () => true;
  return {
    list: <V>(owner: K, view?: (item: Readonly<T>) => V) =>
      structuredClone(view ? itemsOf(owner).map(view) : itemsOf(owner)) as V[],
    find(owner, where) {
      const found = itemsOf(owner).find(where);
      return found === undefined ? undefined : structuredClone(found);
    },
    has: (owner, where = all) => itemsOf(owner).some(where),
    add(owner, item) {
      const items = lists.get(owner);
      if (items) items.push(structuredClone(item));
      else lists.set(owner, [structuredClone(item)]);
    },
    update(owner, where, change) {
      let changed = 0;
      const items = itemsOf(owner).map((item) => {
        if (!where(item)) return item;
        changed++;
        return structuredClone(change(structuredClone(item)));
      });
      if (changed) lists.set(owner, items);
      return changed;
    },
    remove(owner, where = all) {
      const items = itemsOf(owner);
      const kept = items.filter((item) => !where(item));
      if (kept.length) lists.set(owner, kept);
      else lists.delete(owner);
      return items.length - kept.length;
    },
    owners: () => [...lists.keys()],
  };
}
