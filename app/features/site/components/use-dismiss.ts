import { useEffect, type RefObject } from 'react';

/**
 * Closes an open disclosure of the header (a navigation menu, the language menu) on a press
 * outside it and on Escape; Escape puts the focus back on its toggle when the focus was inside.
 */
export function useDismiss(
  root: RefObject<HTMLElement | null>,
  toggle: RefObject<HTMLElement | null>,
  open: boolean,
  close: () => void,
) {
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const focusInside = root.current?.contains(document.activeElement);
      close();
      if (focusInside) toggle.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [root, toggle, open, close]);
}
