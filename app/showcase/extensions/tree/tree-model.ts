/**
 * The pure logic of the tree of /extensions/tree: which rows are visible, the state of a
 * checkbox (with the partial state of a parent), and a filter that keeps the path to each match.
 */
export interface TreeNode {
  id: string;
  label: string;
  children?: TreeNode[];
}

/** One visible row: a node, where it sits, and whether it is open. */
export interface TreeRow {
  node: TreeNode;
  /** 1 for a root */
  level: number;
  parentId: string | null;
  /** 1-based position among its siblings, and their number */
  posInSet: number;
  setSize: number;
  expanded: boolean;
}

export type CheckState = 'checked' | 'unchecked' | 'mixed';

export function hasChildren(node: TreeNode): boolean {
  return (node.children?.length ?? 0) > 0;
}

/** The rows a person sees: the roots, and the children of each expanded node, depth first. */
export function visibleRows(nodes: TreeNode[], expanded: ReadonlySet<string>): TreeRow[] {
  const rows: TreeRow[] = [];
  const walk = (list: TreeNode[], level: number, parentId: string | null) => {
    list.forEach((node, index) => {
      const open = hasChildren(node) && expanded.has(node.id);
      rows.push({
        node,
        level,
        parentId,
        posInSet: index + 1,
        setSize: list.length,
        expanded: open,
      });
      if (open) walk(node.children!, level + 1, node.id);
    });
  };
  walk(nodes, 1, null);
  return rows;
}

/** Every node that has children (for "expand all"). */
export function parentIds(nodes: TreeNode[]): string[] {
  const ids: string[] = [];
  const walk = (list: TreeNode[]) => {
    for (const node of list) {
      if (!hasChildren(node)) continue;
      ids.push(node.id);
      walk(node.children!);
    }
  };
  walk(nodes);
  return ids;
}

/** The ids of the leaves under a node (the node itself when it is a leaf). */
export function leafIds(node: TreeNode): string[] {
  if (!hasChildren(node)) return [node.id];
  return node.children!.flatMap(leafIds);
}

/** Only leaves are stored as checked; a parent is checked when all its leaves are, mixed when some. */
export function checkState(node: TreeNode, checked: ReadonlySet<string>): CheckState {
  const leaves = leafIds(node);
  const count = leaves.filter((id) => checked.has(id)).length;
  if (count === 0) return 'unchecked';
  return count === leaves.length ? 'checked' : 'mixed';
}

/** Toggling a checked node unchecks all its leaves; an unchecked or mixed one checks them all. */
export function toggleCheck(node: TreeNode, checked: ReadonlySet<string>): Set<string> {
  const next = new Set(checked);
  const leaves = leafIds(node);
  const check = checkState(node, checked) !== 'checked';
  for (const id of leaves) {
    if (check) next.add(id);
    else next.delete(id);
  }
  return next;
}

/**
 * The tree cut down to the nodes whose label holds the query (case-insensitive) and their
 * ancestors, the ancestors to open so that each match shows, and the number of matches. A
 * matching parent keeps all its children.
 */
export function filterTree(
  nodes: TreeNode[],
  query: string,
): { nodes: TreeNode[]; open: string[]; matches: number } {
  const q = query.trim().toLocaleLowerCase();
  if (!q) return { nodes, open: [], matches: 0 };
  const open: string[] = [];
  let matches = 0;
  const walk = (list: TreeNode[]): TreeNode[] => {
    const kept: TreeNode[] = [];
    for (const node of list) {
      if (node.label.toLocaleLowerCase().includes(q)) {
        matches += 1;
        kept.push(node);
        continue;
      }
      const children = node.children ? walk(node.children) : [];
      if (children.length > 0) {
        open.push(node.id);
        kept.push({ ...node, children });
      }
    }
    return kept;
  };
  return { nodes: walk(nodes), open, matches };
}

/**
 * Where a key moves the focus in the tree, or what it does (WAI-ARIA tree pattern). Answers
 * null for a key the tree does not handle.
 */
export type TreeAction =
  | { kind: 'focus'; index: number }
  | { kind: 'expand'; id: string }
  | { kind: 'collapse'; id: string }
  | { kind: 'toggle-check'; id: string }
  | { kind: 'activate'; id: string };

export function keyAction(rows: TreeRow[], index: number, key: string): TreeAction | null {
  const row = rows[index];
  if (!row) return null;
  const last = rows.length - 1;
  switch (key) {
    case 'ArrowDown':
      return { kind: 'focus', index: Math.min(last, index + 1) };
    case 'ArrowUp':
      return { kind: 'focus', index: Math.max(0, index - 1) };
    case 'Home':
      return { kind: 'focus', index: 0 };
    case 'End':
      return { kind: 'focus', index: last };
    case 'ArrowRight':
      if (!hasChildren(row.node)) return null;
      if (!row.expanded) return { kind: 'expand', id: row.node.id };
      return { kind: 'focus', index: index + 1 };
    case 'ArrowLeft': {
      if (row.expanded) return { kind: 'collapse', id: row.node.id };
      if (row.parentId === null) return null;
      const parent = rows.findIndex((r) => r.node.id === row.parentId);
      return parent < 0 ? null : { kind: 'focus', index: parent };
    }
    case ' ':
      return { kind: 'toggle-check', id: row.node.id };
    case 'Enter':
      return { kind: 'activate', id: row.node.id };
    default:
      return null;
  }
}

/** Type-ahead: the next row after `index` whose label starts with the character, wrapping. */
export function typeAhead(rows: TreeRow[], index: number, char: string): number | null {
  const c = char.toLocaleLowerCase();
  for (let step = 1; step <= rows.length; step += 1) {
    const i = (index + step) % rows.length;
    if (rows[i].node.label.toLocaleLowerCase().startsWith(c)) return i;
  }
  return null;
}
