import { describe, expect, it } from 'vitest';
import { rowCheckerFor } from './row-check';

const headers = ['ID', 'Name', 'Category', 'Order Status', 'Popularity', 'Price'];
const { check, match } = rowCheckerFor(headers);

describe('the row checks', () => {
  it("turns a good row into an item: id left out, numbers from text, the category's picture", () => {
    expect(match.missing).toEqual([]);
    expect(check([7, 'Desk', ' computers ', 'pending', ' 12 ', '12.50'])).toEqual({
      ok: true,
      item: {
        name: 'Desk',
        category: 'computers',
        order_status: 'pending',
        popularity: 12,
        price: 12.5,
        img: '/images/data-list/computers.svg',
      },
    });
    expect(check([null, 'Desk', 'audio', 'delivered', 0, 1e3])).toMatchObject({
      ok: true,
      item: { popularity: 0, price: 1000 },
    });
  });

  it('keeps a picture given in an img column', () => {
    const withImage = rowCheckerFor([
      'name',
      'category',
      'order_status',
      'popularity',
      'price',
      'img',
    ]);
    expect(withImage.check(['A', 'audio', 'pending', 1, 2, '/x.png'])).toMatchObject({
      ok: true,
      item: { img: '/x.png' },
    });
  });

  it('names each problem by the column as the file writes it, in the order of the columns', () => {
    expect(check([1, '  ', 'toys', 'pending', 'a lot', 'twelve'])).toEqual({
      ok: false,
      issues: [
        { column: 'Name', code: 'required' },
        { column: 'Category', code: 'invalidChoice' },
        { column: 'Popularity', code: 'notANumber' },
        { column: 'Price', code: 'notANumber' },
      ],
    });
  });

  it('checks the ranges and lengths of the contract', () => {
    const result = check([1, 'x'.repeat(201), 'audio', 'lost', 101, -1]);
    expect(result).toEqual({
      ok: false,
      issues: [
        { column: 'Name', code: 'tooLong', limit: 200 },
        { column: 'Order Status', code: 'invalidChoice' },
        { column: 'Popularity', code: 'tooBig', limit: 100 },
        { column: 'Price', code: 'tooSmall', limit: 0 },
      ],
    });
  });

  it('says an empty number cell is required and a boolean is not a number', () => {
    expect(check([1, 'A', 'audio', 'pending', '', true])).toEqual({
      ok: false,
      issues: [
        { column: 'Popularity', code: 'required' },
        { column: 'Price', code: 'notANumber' },
      ],
    });
  });

  it('does not take number-like text that is not a number', () => {
    for (const price of ['1,5', '12abc', '0x10', 'Infinity', '1.2.3', '.']) {
      expect(check([1, 'A', 'audio', 'pending', 1, price])).toMatchObject({
        ok: false,
        issues: [{ column: 'Price', code: 'notANumber' }],
      });
    }
  });
});
