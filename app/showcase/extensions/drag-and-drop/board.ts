/**
 * The pure logic of the shipment board of /extensions/drag-and-drop: cards in columns, moved
 * into another column while they are dragged over it, and reordered within a column on the drop.
 */
import { arrayMove } from '@dnd-kit/sortable';

export type Board = Record<string, string[]>;

/** The column that holds a card, or the column itself when the id is a column's. */
export function columnOf(board: Board, id: string): string | null {
  if (id in board) return id;
  return Object.keys(board).find((column) => board[column].includes(id)) ?? null;
}

/**
 * The card dragged over a card or a column of another column: it moves there, at the place of
 * the card it is over (at the end when over the column itself). The same board when nothing
 * changes.
 */
export function moveAcross(board: Board, activeId: string, overId: string): Board {
  const from = columnOf(board, activeId);
  const to = columnOf(board, overId);
  if (!from || !to || from === to) return board;
  const target = board[to];
  const at = overId in board ? target.length : target.indexOf(overId);
  return {
    ...board,
    [from]: board[from].filter((id) => id !== activeId),
    [to]: [...target.slice(0, at), activeId, ...target.slice(at)],
  };
}

/** The card dropped on another card of its column takes that card's place. */
export function reorderWithin(board: Board, activeId: string, overId: string): Board {
  const column = columnOf(board, activeId);
  if (!column || column !== columnOf(board, overId) || overId in board) return board;
  const cards = board[column];
  const from = cards.indexOf(activeId);
  const to = cards.indexOf(overId);
  if (from === to) return board;
  return { ...board, [column]: arrayMove(cards, from, to) };
}
