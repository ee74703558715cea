/**
 * A header disclosure (a navigation menu, the language menu, the phone menu): a native `details`
 * that opens without script. This island closes it on Escape (the focus back on its summary when
 * it was inside), on a press outside it and when the focus leaves it, and closes the header's
 * other menus when it opens.
 */
export function mount(details: HTMLElement) {
  if (!(details instanceof HTMLDetailsElement)) return;
  const summary = details.querySelector('summary');
  const close = () => {
    details.open = false;
  };
  details.addEventListener('toggle', () => {
    summary?.setAttribute('aria-expanded', String(details.open));
    if (!details.open) return;
    for (const other of document.querySelectorAll<HTMLDetailsElement>('details[data-island="menu"][open]')) {
      if (other !== details && !other.contains(details)) other.open = false;
    }
  });
  summary?.setAttribute('aria-expanded', String(details.open));
  document.addEventListener('pointerdown', (event) => {
    if (details.open && !details.contains(event.target as Node)) close();
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !details.open) return;
    const focusInside = details.contains(document.activeElement);
    close();
    if (focusInside) summary?.focus();
  });
  details.addEventListener('focusout', (event) => {
    if (details.open && !details.contains(event.relatedTarget as Node | null) && event.relatedTarget)
      close();
  });
}
