import { describe, expect, it } from 'vitest';
import { searchBox } from './search-box';

/** timers run by hand: `elapse(ms)` runs what is due */
function manualTimers() {
  let now = 0;
  let next = 1;
  const due = new Map<number, { at: number; run: () => void }>();
  return {
    set: (run: () => void, ms: number) => {
      const handle = next++;
      due.set(handle, { at: now + ms, run });
      return handle;
    },
    clear: (handle: unknown) => void due.delete(handle as number),
    elapse(ms: number) {
      now += ms;
      for (const [handle, timer] of [...due]) {
        if (timer.at <= now) {
          due.delete(handle);
          timer.run();
        }
      }
    },
  };
}

describe('the search box', () => {
  const setUp = () => {
    const timers = manualTimers();
    const box = searchBox({ pauseMs: 300, timers });
    const commits: string[] = [];
    const commit = (value: string) => commits.push(value);
    return { timers, box, commits, commit };
  };

  it('hands on what is typed once the typing pauses, once, trimmed', () => {
    const { timers, box, commits, commit } = setUp();
    for (const value of ['c', 'ch', 'cha', 'chao ']) {
      box.typed(value, commit);
      timers.elapse(100);
    }
    expect(commits).toEqual([]);
    expect(box.isPending()).toBe(true);
    timers.elapse(200);
    expect(commits).toEqual(['chao']);
    expect(box.isPending()).toBe(false);
  });

  it('hands on nothing when the search is what the address already holds', () => {
    const { timers, box, commits, commit } = setUp();
    box.addressIs('bangkok');
    box.typed('bangkok ', commit);
    timers.elapse(300);
    box.typed('bangkokx', commit);
    box.typed('bangkok', commit);
    timers.elapse(300);
    expect(commits).toEqual([]);
  });

  it('keeps typing pending while the address moves, so the box is never overwritten', () => {
    const { timers, box, commits, commit } = setUp();
    box.typed('ham', commit);
    timers.elapse(300);
    expect(commits).toEqual(['ham']);
    // the reader types on before the address (after the first pause) has come back
    box.typed('hamb', commit);
    box.addressIs('ham');
    expect(box.isPending()).toBe(true);
    timers.elapse(300);
    expect(commits).toEqual(['ham', 'hamb']);
  });

  it('hands on the commit of the last keystroke, and nothing once stopped', () => {
    const { timers, box } = setUp();
    const first: string[] = [];
    const last: string[] = [];
    box.typed('a', (value) => first.push(value));
    box.typed('ab', (value) => last.push(value));
    timers.elapse(300);
    expect([first, last]).toEqual([[], ['ab']]);
    box.typed('abc', (value) => last.push(value));
    box.stop();
    timers.elapse(1000);
    expect(last).toEqual(['ab']);
    expect(box.isPending()).toBe(false);
  });

  it('hands on an emptied box as an empty search', () => {
    const { timers, box, commits, commit } = setUp();
    box.addressIs('rice');
    box.typed('  ', commit);
    timers.elapse(300);
    expect(commits).toEqual(['']);
  });
});
