import { expect, type Locator } from '@playwright/test';

/**
 * Presses a key in an overlay (a dialog, a drawer, a menu, a picker's dropdown) once it holds the
 * focus. Mantine's overlays take the focus only when their opening has begun, and handle their
 * keys (Escape, the arrows) inside them: pressed as soon as the overlay shows, on a busy machine
 * the key may go to the page behind it (a menu's first ArrowDown moved nothing, once in a full run).
 */
export async function pressIn(overlay: Locator, key: string) {
  await expect
    .poll(() => overlay.evaluate((element) => element.contains(document.activeElement)), {
      message: 'the overlay holds the focus',
    })
    .toBe(true);
  await overlay.page().keyboard.press(key);
}

/** Presses Escape in an overlay once it holds the focus (see `pressIn`). */
export const pressEscapeIn = (overlay: Locator) => pressIn(overlay, 'Escape');
