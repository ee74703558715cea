import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, isChunkLoadError, mayReload, reloadOnce } from './chunk-reload';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, v),
  };
}

describe('chunk load failures', () => {
  it('recognizes the failures of section 8 and the browsers’ own messages', () => {
    expect(isChunkLoadError(new ChunkLoadError('x'))).toBe(true);
    expect(isChunkLoadError(new Error('CSS_CHUNK_LOAD_FAILED'))).toBe(true);
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /a.js')),
    ).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });

  it('reloads once, then not again within the window, never in a loop', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnce(storage, 1_000, reload)).toBe(true);
    expect(reloadOnce(storage, 2_000, reload)).toBe(false);
    expect(reloadOnce(storage, 20_000, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(mayReload(storage, 1_000 + 31_000)).toBe(true);
  });

  it('does not reload when storage cannot keep the flag', () => {
    const broken = memoryStorage();
    broken.setItem = () => {
      throw new Error('quota');
    };
    const reload = vi.fn();
    expect(reloadOnce(broken, 1, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
