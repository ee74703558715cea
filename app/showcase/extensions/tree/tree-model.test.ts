import { describe, expect, it } from 'vitest';
import {
  checkState,
  filterTree,
  keyAction,
  parentIds,
  toggleCheck,
  typeAhead,
  visibleRows,
  type TreeNode,
} from './tree-model';

const tree: TreeNode[] = [
  {
    id: 'export',
    label: 'Export',
    children: [
      { id: 'invoice', label: 'Commercial invoice' },
      { id: 'packing', label: 'Packing list' },
      {
        id: 'origin',
        label: 'Origin',
        children: [
          { id: 'coo', label: 'Certificate of origin' },
          { id: 'eur1', label: 'EUR.1' },
        ],
      },
    ],
  },
  { id: 'bl', label: 'Bill of lading' },
];

const ids = (rows: ReturnType<typeof visibleRows>) => rows.map((row) => row.node.id);

describe('visibleRows', () => {
  it('shows the roots, and the children of open nodes only, depth first', () => {
    expect(ids(visibleRows(tree, new Set()))).toEqual(['export', 'bl']);
    expect(ids(visibleRows(tree, new Set(['origin'])))).toEqual(['export', 'bl']);
    const rows = visibleRows(tree, new Set(['export', 'origin']));
    expect(ids(rows)).toEqual(['export', 'invoice', 'packing', 'origin', 'coo', 'eur1', 'bl']);
    expect(rows[4]).toMatchObject({ level: 3, parentId: 'origin', posInSet: 1, setSize: 2 });
    expect(rows[6]).toMatchObject({ level: 1, parentId: null, posInSet: 2, setSize: 2 });
    expect(rows[0].expanded).toBe(true);
    expect(rows[6].expanded).toBe(false);
  });

  it('lists every parent for "expand all"', () => {
    expect(parentIds(tree)).toEqual(['export', 'origin']);
  });
});

describe('checkboxes', () => {
  it('a parent is mixed when some leaves are checked, checked when all are', () => {
    expect(checkState(tree[0], new Set())).toBe('unchecked');
    expect(checkState(tree[0], new Set(['coo']))).toBe('mixed');
    expect(checkState(tree[0].children![2], new Set(['coo', 'eur1']))).toBe('checked');
    expect(checkState(tree[0], new Set(['invoice', 'packing', 'coo', 'eur1']))).toBe('checked');
  });

  it('toggling a mixed or unchecked parent checks all its leaves; a checked one clears them', () => {
    const all = toggleCheck(tree[0], new Set(['coo', 'bl']));
    expect([...all].sort()).toEqual(['bl', 'coo', 'eur1', 'invoice', 'packing']);
    expect([...toggleCheck(tree[0], all)]).toEqual(['bl']);
    expect([...toggleCheck(tree[1], new Set())]).toEqual(['bl']);
  });
});

describe('filterTree', () => {
  it('keeps matches and their ancestors, and opens the path to them', () => {
    const result = filterTree(tree, 'ORIGIN');
    // "Origin" matches as a node (kept whole); "Certificate of origin" is inside it
    expect(result.matches).toBe(1);
    expect(result.open).toEqual(['export']);
    expect(result.nodes[0].children!.map((n) => n.id)).toEqual(['origin']);
    expect(result.nodes[0].children![0].children).toHaveLength(2);
    expect(filterTree(tree, 'eur').open).toEqual(['origin', 'export']);
    expect(filterTree(tree, 'nothing').nodes).toEqual([]);
    expect(filterTree(tree, '  ').nodes).toBe(tree);
  });
});

describe('keyboard', () => {
  const rows = visibleRows(tree, new Set(['export']));
  // export, invoice, packing, origin (closed), bl

  it('moves with the arrows, Home and End, within bounds', () => {
    expect(keyAction(rows, 0, 'ArrowDown')).toEqual({ kind: 'focus', index: 1 });
    expect(keyAction(rows, 0, 'ArrowUp')).toEqual({ kind: 'focus', index: 0 });
    expect(keyAction(rows, 4, 'ArrowDown')).toEqual({ kind: 'focus', index: 4 });
    expect(keyAction(rows, 2, 'Home')).toEqual({ kind: 'focus', index: 0 });
    expect(keyAction(rows, 2, 'End')).toEqual({ kind: 'focus', index: 4 });
  });

  it('Right opens a closed parent, then goes to its first child; nothing on a leaf', () => {
    expect(keyAction(rows, 3, 'ArrowRight')).toEqual({ kind: 'expand', id: 'origin' });
    expect(keyAction(rows, 0, 'ArrowRight')).toEqual({ kind: 'focus', index: 1 });
    expect(keyAction(rows, 1, 'ArrowRight')).toBeNull();
  });

  it('Left closes an open parent, else goes to the parent; nothing on a closed root', () => {
    expect(keyAction(rows, 0, 'ArrowLeft')).toEqual({ kind: 'collapse', id: 'export' });
    expect(keyAction(rows, 2, 'ArrowLeft')).toEqual({ kind: 'focus', index: 0 });
    expect(keyAction(rows, 4, 'ArrowLeft')).toBeNull();
  });

  it('Space toggles the check, a letter finds the next row that starts with it', () => {
    expect(keyAction(rows, 1, ' ')).toEqual({ kind: 'toggle-check', id: 'invoice' });
    expect(keyAction(rows, 1, 'x')).toBeNull();
    expect(typeAhead(rows, 0, 'p')).toBe(2);
    expect(typeAhead(rows, 4, 'E')).toBe(0);
    expect(typeAhead(rows, 0, 'z')).toBeNull();
  });
});
