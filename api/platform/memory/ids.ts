/** Ids for the memory adapter: the highest id ever given + 1, so a deleted id is never reused. */
export function idCounter(existing: readonly { id: number }[]) {
  let highest = existing.reduce((max, row) => Math.max(max, row.id), 0);
  return () => ++highest;
}
