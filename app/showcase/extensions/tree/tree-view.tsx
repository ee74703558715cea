import { Checkbox } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { defaultRangeExtractor, useVirtualizer } from '@tanstack/react-virtual';
import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import {
  checkState,
  hasChildren,
  keyAction,
  toggleCheck,
  typeAhead,
  visibleRows,
  type TreeNode,
  type TreeRow,
} from './tree-model';
import classes from './tree-view.module.css';

const ROW_HEIGHT = 32;
const INDENT = 20;

export interface TreeViewProps {
  nodes: TreeNode[];
  expanded: ReadonlySet<string>;
  onExpandedChange: (next: Set<string>) => void;
  /** with checkboxes: the checked leaves, and their change */
  checked?: ReadonlySet<string>;
  onCheckedChange?: (next: Set<string>) => void;
  /** the tree's accessible name */
  label: string;
  testId: string;
  /**
   * Virtualized: the height of the scrolling box in px; only the rows in view (and a few more)
   * are in the page, as a flat list with aria-level, aria-posinset and aria-setsize. Without it
   * the tree is nested (role group), in a box of at most `maxHeight` px.
   */
  height?: number;
  maxHeight?: number;
  /** a small text at the end of a row (a count, a code) */
  meta?: (node: TreeNode) => ReactNode;
  /** shown instead of the tree when it has no rows (a tree must hold items) */
  empty?: ReactNode;
}

/**
 * A tree after the WAI-ARIA tree pattern: one tab stop (roving tabindex); Up and Down move,
 * Right opens a node or goes to its first child, Left closes it or goes to its parent, Home and
 * End, a letter jumps to the next row that starts with it; Space toggles a checkbox (a parent's
 * is mixed when some of its leaves are checked), Enter opens or closes a parent.
 */
export function TreeView({
  nodes,
  expanded,
  onExpandedChange,
  checked,
  onCheckedChange,
  label,
  testId,
  height,
  maxHeight = 360,
  meta,
  empty,
}: TreeViewProps) {
  const rows = useMemo(() => visibleRows(nodes, expanded), [nodes, expanded]);
  const [activeId, setActiveId] = useState<string | null>(null);
  const found = rows.findIndex((row) => row.node.id === activeId);
  const activeIndex = found < 0 ? 0 : found;
  const scroller = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<string | null>(null);
  const checkable = checked !== undefined && onCheckedChange !== undefined;
  const domId = useId();
  const labelId = (id: string) => `${domId}-${id}`;

  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read each render by design
  const virtual = useVirtualizer({
    count: height ? rows.length : 0,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    // the row that holds the tab stop stays in the page, so Tab always finds the tree
    rangeExtractor: useCallback(
      (range: Parameters<typeof defaultRangeExtractor>[0]) => {
        const indexes = defaultRangeExtractor(range);
        if (indexes.includes(activeIndex) || activeIndex >= range.count) return indexes;
        return [...indexes, activeIndex].sort((a, b) => a - b);
      },
      [activeIndex],
    ),
  });

  // Another tree (a new search) starts from its top.
  useEffect(() => {
    scroller.current?.scrollTo({ top: 0 });
  }, [nodes]);

  // Focus follows the keyboard once the row is in the page (a virtual row may need a render).
  useEffect(() => {
    const id = pendingFocus.current;
    if (id === null) return;
    const element = scroller.current?.querySelector<HTMLElement>(
      `[data-tree-id="${CSS.escape(id)}"]`,
    );
    if (element) {
      pendingFocus.current = null;
      element.focus();
    }
  });

  const focusRow = (index: number) => {
    const row = rows[index];
    if (!row) return;
    setActiveId(row.node.id);
    pendingFocus.current = row.node.id;
    if (height) virtual.scrollToIndex(index, { align: 'auto' });
  };
  const setOpen = (id: string, open: boolean) => {
    const next = new Set(expanded);
    if (open) next.add(id);
    else next.delete(id);
    onExpandedChange(next);
  };
  const toggleChecked = (node: TreeNode) => {
    if (checkable) onCheckedChange(toggleCheck(node, checked));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, index: number) => {
    if (event.target !== event.currentTarget || event.altKey || event.ctrlKey || event.metaKey) {
      return;
    }
    const row = rows[index];
    const action = keyAction(rows, index, event.key);
    if (action) {
      event.preventDefault();
      if (action.kind === 'focus') focusRow(action.index);
      else if (action.kind === 'expand') setOpen(action.id, true);
      else if (action.kind === 'collapse') setOpen(action.id, false);
      else if (action.kind === 'toggle-check' && checkable) toggleChecked(row.node);
      else if (hasChildren(row.node)) setOpen(row.node.id, !row.expanded);
      else toggleChecked(row.node);
      return;
    }
    if (event.key.length === 1 && /\S/u.test(event.key)) {
      const next = typeAhead(rows, index, event.key);
      if (next !== null) {
        event.preventDefault();
        focusRow(next);
      }
    }
  };

  const onClick = (event: MouseEvent<HTMLElement>, index: number) => {
    event.stopPropagation();
    const row = rows[index];
    setActiveId(row.node.id);
    const onBox = (event.target as Element).closest('[data-tree-check]') !== null;
    if (checkable && (onBox || !hasChildren(row.node))) toggleChecked(row.node);
    else if (hasChildren(row.node)) setOpen(row.node.id, !row.expanded);
  };

  /** The attributes of a treeitem, and the row a person sees. */
  const item = (row: TreeRow, index: number) => {
    const state = checkable ? checkState(row.node, checked) : null;
    const parent = hasChildren(row.node);
    return {
      props: {
        role: 'treeitem' as const,
        // named by its own row, not by the rows of its children
        'aria-labelledby': labelId(row.node.id),
        'data-tree-id': row.node.id,
        'aria-level': row.level,
        'aria-posinset': row.posInSet,
        'aria-setsize': row.setSize,
        'aria-expanded': parent ? row.expanded : undefined,
        'aria-checked':
          state === null ? undefined : state === 'mixed' ? ('mixed' as const) : state === 'checked',
        tabIndex: index === activeIndex ? 0 : -1,
        onKeyDown: (event: KeyboardEvent<HTMLElement>) => onKeyDown(event, index),
        onClick: (event: MouseEvent<HTMLElement>) => onClick(event, index),
      },
      content: (
        <>
          {parent ? (
            <IconChevronRight
              className={classes.chevron}
              data-open={row.expanded || undefined}
              aria-hidden
            />
          ) : (
            <span className={classes.chevron} aria-hidden />
          )}
          {state !== null && (
            <Checkbox.Indicator
              data-tree-check
              size="xs"
              checked={state === 'checked'}
              indeterminate={state === 'mixed'}
              aria-hidden
            />
          )}
          <span className={classes.label} id={labelId(row.node.id)} data-tree-label>
            {row.node.label}
          </span>
          {meta && <span className={classes.meta}>{meta(row.node)}</span>}
        </>
      ),
    };
  };

  if (rows.length === 0) {
    return (
      <div className={classes.scroller}>
        <p className={classes.label}>{empty}</p>
      </div>
    );
  }

  if (height) {
    return (
      <div
        ref={scroller}
        className={classes.scroller}
        // a short list (a narrow search) takes only the room it needs
        style={{ height: Math.min(height, rows.length * ROW_HEIGHT + 10) }}
      >
        <div
          role="tree"
          aria-label={label}
          data-testid={testId}
          style={{ height: virtual.getTotalSize(), position: 'relative' }}
        >
          {virtual.getVirtualItems().map((v) => {
            const row = rows[v.index];
            const { props, content } = item(row, v.index);
            return (
              <div
                key={row.node.id}
                {...props}
                className={`${classes.row} ${classes.item}`}
                style={{
                  position: 'absolute',
                  top: 0,
                  left: 0,
                  right: 0,
                  transform: `translateY(${v.start}px)`,
                  paddingInlineStart: (row.level - 1) * INDENT + 4,
                }}
              >
                {content}
              </div>
            );
          })}
        </div>
      </div>
    );
  }

  // Nested: each open parent holds its children in a group; the keyboard walks the same rows.
  const indexOf = new Map(rows.map((row, index) => [row.node.id, index]));
  const branch = (list: TreeNode[]): ReactNode =>
    list.map((node) => {
      const index = indexOf.get(node.id)!;
      const row = rows[index];
      const { props, content } = item(row, index);
      return (
        <li key={node.id} {...props} className={classes.item}>
          <div className={classes.row} style={{ paddingInlineStart: (row.level - 1) * INDENT + 4 }}>
            {content}
          </div>
          {row.expanded && (
            <ul role="group" className={classes.group}>
              {branch(node.children!)}
            </ul>
          )}
        </li>
      );
    });
  return (
    <div ref={scroller} className={classes.scroller} style={{ maxHeight }}>
      <ul role="tree" aria-label={label} data-testid={testId} className={classes.tree}>
        {branch(nodes)}
      </ul>
    </div>
  );
}
