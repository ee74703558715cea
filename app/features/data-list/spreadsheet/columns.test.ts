import { describe, expect, it } from 'vitest';
import { categoryImage, headerKeyOf, matchHeaders } from './columns';

describe('header matching', () => {
  it('matches headers by name in any order and case, spaces or hyphens for underscores', () => {
    expect(headerKeyOf(' Order Status ')).toBe('order_status');
    expect(headerKeyOf('ORDER-STATUS')).toBe('order_status');
    expect(headerKeyOf('Ｐｒｉｃｅ')).toBe('price'); // full-width letters (NFKC)
    expect(headerKeyOf('cost')).toBeUndefined();
    const match = matchHeaders([
      'PRICE',
      'Notes',
      'name',
      'Category',
      'popularity',
      'order status',
    ]);
    expect(match).toEqual({
      indexOf: { price: 0, name: 2, category: 3, popularity: 4, order_status: 5 },
      missing: [],
    });
  });

  it('names the required columns that are missing, id and img not among them', () => {
    expect(matchHeaders(['name', 'img', 'id']).missing).toEqual([
      'category',
      'order_status',
      'popularity',
      'price',
    ]);
    expect(matchHeaders([]).missing).toHaveLength(5);
  });

  it('takes the first header naming a column', () => {
    expect(matchHeaders(['Name', 'name']).indexOf.name).toBe(0);
  });

  it("gives a row without a picture its category's", () => {
    expect(categoryImage('audio')).toBe('/images/data-list/audio.svg');
  });
});
