import { describe, expect, it } from 'vitest';
import type { DataListProduct } from '../../../../api/modules/data-list/contract';
import { productRow } from './export';

describe('productRow', () => {
  it('puts a product in the columns id, name, category, order_status, popularity, price, img', () => {
    const product: DataListProduct = {
      id: 7,
      name: '=cmd',
      category: 'audio',
      img: '/images/data-list/audio.svg',
      order_status: 'on_hold',
      popularity: 64,
      price: 1250.5,
    };
    expect(productRow(product)).toEqual([
      7,
      '=cmd',
      'audio',
      'on_hold',
      64,
      1250.5,
      '/images/data-list/audio.svg',
    ]);
  });
});
