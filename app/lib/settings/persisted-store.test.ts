// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { createPersistedStore } from './persisted-store';

const restore = (stored: unknown, initial: { count: number }) => {
  const count = (stored as { count?: unknown } | undefined)?.count;
  return { count: typeof count === 'number' && count >= 0 ? count : initial.count };
};

function counter(key = 'counter') {
  return createPersistedStore({
    key,
    version: 1,
    initial: { count: 0 },
    restore,
    actions: (set) => ({
      add: () => set((s) => ({ count: s.count + 1 })),
      put: (count: number) => set({ count }),
    }),
  });
}

describe('createPersistedStore', () => {
  beforeEach(() => localStorage.clear());

  it('starts from the initial state when nothing is stored', () => {
    expect(counter().getState().count).toBe(0);
  });

  it('writes every change as {state, version} and a new store reads it back', () => {
    const store = counter();
    store.getState().add();
    store.getState().add();
    expect(JSON.parse(localStorage.getItem('counter')!)).toEqual({
      state: { count: 2 },
      version: 1,
    });
    expect(counter().getState().count).toBe(2);
  });

  it('keeps only what restore accepts, from storage and from a change', () => {
    localStorage.setItem('counter', '{"state":{"count":-4},"version":1}');
    const store = counter();
    expect(store.getState().count).toBe(0);
    store.getState().put(-1);
    expect(store.getState().count).toBe(0);
  });

  it('ignores an entry that does not parse', () => {
    localStorage.setItem('counter', '{not json');
    expect(counter().getState().count).toBe(0);
  });

  it('keeps the actions on the state after a change', () => {
    const store = counter();
    store.getState().put(5);
    expect(typeof store.getState().add).toBe('function');
    expect(store.getState().count).toBe(5);
  });
});
