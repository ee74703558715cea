/**
 * What the memory outbox adds to the contract (api/platform/outbox.test.ts runs that on every
 * adapter): its transactions, which stand in for SQL's.
 */
import { describe, expect, it } from 'vitest';
import { testClock } from '../../test/clock';
import { memoryOutbox, type MemoryOutboxTx } from './outbox';

const message = (dedupeKey?: string) => ({
  kind: 'test',
  mail: { to: 'a@example.com', subject: 'Hello', text: 'hi', html: '<p>hi</p>' },
  ...(dedupeKey ? { dedupeKey } : {}),
});

describe('memory outbox transactions', () => {
  it('queues nothing before the transaction ends, and refuses an ended one', async () => {
    const outbox = memoryOutbox();
    const at = testClock();
    let kept: MemoryOutboxTx | undefined;
    const ids = await outbox.transaction(async (tx) => {
      kept = tx;
      const queued = await outbox.enqueue(tx, [message('k')], at);
      expect(await outbox.get(queued[0])).toBeUndefined();
      expect(await outbox.depth()).toBe(0);
      return queued;
    });
    expect(await outbox.get(ids[0])).toMatchObject({ id: ids[0], status: 'pending' });
    await expect(outbox.enqueue(kept!, [message()], at)).rejects.toThrow(/ended/);
  });

  it('a key enqueued in an open transaction is taken for the others; a rollback frees it', async () => {
    const outbox = memoryOutbox();
    const at = testClock();
    let release = () => {};
    const first = outbox.transaction(async (tx) => {
      await outbox.enqueue(tx, [message('k')], at);
      await new Promise<void>((resolve) => (release = resolve));
      throw new Error('rolled back');
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await outbox.transaction((tx) => outbox.enqueue(tx, [message('k')], at))).toEqual([]);
    release();
    await expect(first).rejects.toThrow('rolled back');
    // a rolled-back id is not given again, as a sequence's is not
    expect(await outbox.transaction((tx) => outbox.enqueue(tx, [message('k')], at))).toEqual([2]);
  });
});
