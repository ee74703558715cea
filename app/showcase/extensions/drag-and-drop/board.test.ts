import { describe, expect, it } from 'vitest';
import { columnOf, moveAcross, reorderWithin, type Board } from './board';

const board: Board = {
  booked: ['a', 'b'],
  transit: ['c', 'd', 'e'],
  customs: [],
};

describe('shipment board', () => {
  it('finds the column of a card, or the column itself', () => {
    expect(columnOf(board, 'd')).toBe('transit');
    expect(columnOf(board, 'customs')).toBe('customs');
    expect(columnOf(board, 'zzz')).toBeNull();
  });

  it('moves a card into another column at the place of the card it is over', () => {
    expect(moveAcross(board, 'a', 'd')).toEqual({
      booked: ['b'],
      transit: ['c', 'a', 'd', 'e'],
      customs: [],
    });
  });

  it('moves a card to the end of a column it is over, an empty one too', () => {
    expect(moveAcross(board, 'e', 'customs').customs).toEqual(['e']);
    expect(moveAcross(board, 'e', 'booked').booked).toEqual(['a', 'b', 'e']);
  });

  it('changes nothing within a column or for unknown ids', () => {
    expect(moveAcross(board, 'c', 'e')).toBe(board);
    expect(moveAcross(board, 'x', 'e')).toBe(board);
  });

  it('reorders within a column on the drop', () => {
    expect(reorderWithin(board, 'c', 'e').transit).toEqual(['d', 'e', 'c']);
    expect(reorderWithin(board, 'e', 'c').transit).toEqual(['e', 'c', 'd']);
    expect(reorderWithin(board, 'c', 'c')).toBe(board);
    expect(reorderWithin(board, 'c', 'a')).toBe(board);
    expect(reorderWithin(board, 'c', 'transit')).toBe(board);
  });
});
