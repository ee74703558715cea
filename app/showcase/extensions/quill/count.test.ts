import { describe, expect, it } from 'vitest';
import { countNote } from './count';

describe('countNote', () => {
  it("does not count Quill's closing line break", () => {
    expect(countNote('\n', 'en')).toEqual({ characters: 0, words: 0 });
    expect(countNote('Gate 4, bay 12\n', 'en')).toEqual({ characters: 14, words: 4 });
  });

  it('counts words without spaces in Thai and Chinese', () => {
    expect(countNote('集装箱已到港\n', 'zh-Hans').words).toBeGreaterThan(1);
    expect(countNote('ตู้คอนเทนเนอร์ถึงท่าเรือแล้ว\n', 'th').words).toBeGreaterThan(1);
  });

  it('counts a character outside the basic plane once', () => {
    expect(countNote('📦 ok\n', 'en').characters).toBe(4);
  });
});
