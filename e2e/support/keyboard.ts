import { expect, type Locator } from '@playwright/test';

/**
 * Presses Escape in an overlay (a dialog, a drawer, a menu, a picker's dropdown) once it holds the
 * focus. Mantine's overlays close on an Escape pressed inside them and take the focus only when
 * their opening has begun: pressed as soon as the overlay shows, on a busy machine the key may go
 * to the page behind it and the overlay stays open.
 */
export async function pressEscapeIn(overlay: Locator) {
  await expect
    .poll(() => overlay.evaluate((element) => element.contains(document.activeElement)), {
      message: 'the overlay holds the focus',
    })
    .toBe(true);
  await overlay.page().keyboard.press('Escape');
}
