import { describe, expect, it } from 'vitest';
import { memoryLists } from './lists';

interface Line {
  objectID: number;
  quantity: number;
  options: Record<string, string>;
}

const line = (objectID: number, quantity = 1): Line => ({ objectID, quantity, options: {} });
const product = (objectID: number) => (item: Readonly<Line>) => item.objectID === objectID;

describe('memoryLists', () => {
  it("keeps each owner's items apart, oldest first", () => {
    const lists = memoryLists<Line>();
    lists.add(1, line(10));
    lists.add(2, line(20));
    lists.add(1, line(11));
    expect(lists.list(1).map((item) => item.objectID)).toEqual([10, 11]);
    expect(lists.list(2).map((item) => item.objectID)).toEqual([20]);
    expect(lists.list(3)).toEqual([]);
    expect(lists.has(1, product(11))).toBe(true);
    expect(lists.has(2, product(11))).toBe(false);
    expect(lists.has(3)).toBe(false);
    expect(lists.find(1, product(11))).toEqual(line(11));
    expect(lists.find(2, product(11))).toBeUndefined();
  });

  it('copies in and out: a caller changes nothing stored', () => {
    const lists = memoryLists<Line>();
    const added = line(10);
    lists.add(1, added);
    added.quantity = 5;
    lists.list(1)[0].options.size = 'L';
    lists.find(1, product(10))!.quantity = 7;
    lists.update(1, product(10), (item) => {
      item.options.colour = 'red';
      return item;
    });
    expect(lists.list(1)).toEqual([{ objectID: 10, quantity: 1, options: { colour: 'red' } }]);
  });

  it('gives a view of each item, copying only what the view takes', () => {
    const lists = memoryLists<{ id: number; bytes: Uint8Array }>();
    lists.add(1, { id: 1, bytes: new Uint8Array(3) });
    lists.add(1, { id: 2, bytes: new Uint8Array(5) });
    expect(lists.list(1, (item) => item.bytes.length)).toEqual([3, 5]);
    const viewed = lists.list(1, (item) => item);
    viewed[0].bytes[0] = 9;
    expect(lists.list(1)[0].bytes[0]).toBe(0);
  });

  it('updates and removes the items a predicate accepts, and says how many', () => {
    const lists = memoryLists<Line>();
    for (const id of [10, 11, 12]) lists.add(1, line(id));
    expect(
      lists.update(
        1,
        (item) => item.objectID > 10,
        (item) => ({ ...item, quantity: 2 }),
      ),
    ).toBe(2);
    expect(lists.update(1, product(99), (item) => item)).toBe(0);
    expect(lists.list(1).map((item) => item.quantity)).toEqual([1, 2, 2]);
    expect(lists.remove(1, product(11))).toBe(1);
    expect(lists.remove(1, product(11))).toBe(0);
    expect(lists.list(1).map((item) => item.objectID)).toEqual([10, 12]);
    expect(lists.owners()).toEqual([1]);
    expect(lists.remove(1)).toBe(2);
    expect(lists.owners()).toEqual([]);
  });

  it('changes nothing when a change throws', () => {
    const lists = memoryLists<Line>();
    lists.add(1, line(10));
    lists.add(1, line(11));
    let calls = 0;
    expect(() =>
      lists.update(
        1,
        () => true,
        (item) => {
          if (++calls === 2) throw new Error('refused');
          return { ...item, quantity: 3 };
        },
      ),
    ).toThrow('refused');
    expect(lists.list(1).map((item) => item.quantity)).toEqual([1, 1]);
  });

  it('keys owners by any value (a thread by its pair of people)', () => {
    const lists = memoryLists<number, string>();
    lists.add('1:2', 5);
    lists.add('2:3', 6);
    expect(lists.list('1:2')).toEqual([5]);
    expect(lists.owners()).toEqual(['1:2', '2:3']);
  });
});
