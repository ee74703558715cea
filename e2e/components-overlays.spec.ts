/**
 * Interaction tests of the overlay and feedback component pages (docs/decisions/0064): the dialogs'
 * focus trap and its return to the opening button, the prompt's validation message next to its
 * field, the dropdown by keyboard, a notification with its action, the full-page loader closed by
 * Escape, nested modals and the drawer returning the focus. The generic checks (cards, axe,
 * console, Show code) are in showcase.spec.ts.
 */
import type { Page } from '@playwright/test';
import { test } from './support/test';
import { expect } from './auth-helpers';
import { signIn, watchConsole } from './support/spine';
import { pressEscapeIn, pressIn } from './support/keyboard';

test.beforeEach(async ({ context }, info) => {
  await signIn(context, 'admin', info.project.use.baseURL!);
});

/** Tabs `count` times and answers whether the focus stayed inside `container` each time. */
async function tabStaysInside(page: Page, testId: string, count: number) {
  for (let i = 0; i < count; i++) {
    await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
    const inside = await page.evaluate(
      (id) => !!document.querySelector(`[data-testid="${id}"]`)?.contains(document.activeElement),
      testId,
    );
    if (!inside) return false;
  }
  return true;
}

test('dialogs: the confirm dialog traps the focus and gives it back to its button', async ({
  page,
}) => {
  const errors = watchConsole(page);
  await page.goto('/components/dialogs');
  const opener = page.getByTestId('confirm-open');
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Cancel booking BKK-24017?' });
  await expect(dialog).toBeVisible();
  // the safe answer has the focus first
  await expect(dialog.getByRole('button', { name: 'Keep the booking' })).toBeFocused();
  expect(await tabStaysInside(page, 'confirm-dialog', 8)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(page.getByTestId('confirm-result')).toHaveText('The booking was kept.');

  // the other answer, by mouse: the focus comes back too
  await opener.click();
  await page.getByRole('button', { name: 'Cancel the booking' }).click();
  await expect(page.getByTestId('confirm-result')).toHaveText('Booking BKK-24017 was cancelled.');
  await expect(opener).toBeFocused();

  // the alert dialog: its one button has the focus and closing returns it
  const alertOpener = page.getByTestId('alert-open');
  await alertOpener.click();
  const understood = page.getByRole('button', { name: 'Understood' });
  await expect(understood).toBeFocused();
  expect(await tabStaysInside(page, 'alert-dialog', 3)).toBe(true);
  await page.keyboard.press('Enter');
  await expect(understood).toBeHidden();
  await expect(alertOpener).toBeFocused();
  expect(errors).toEqual([]);
});

test('dialogs: the prompt shows its message next to the field until the number is right', async ({
  page,
}) => {
  await page.goto('/components/dialogs');
  const opener = page.getByTestId('prompt-open');
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Assign a container to BKK-24017' });
  const input = dialog.getByRole('textbox', { name: 'Container number' });
  await expect(input).toBeFocused();
  await dialog.getByRole('button', { name: 'Assign' }).click();
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveAccessibleDescription(/Enter the container number\./);

  await input.fill('MSKU 40731');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect(input).toHaveAccessibleDescription(/four letters ending in U, J or Z/);
  expect(await tabStaysInside(page, 'prompt-dialog', 6)).toBe(true);

  await input.fill('msku 407312 6');
  await expect(input).not.toHaveAttribute('aria-invalid', 'true');
  await input.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('prompt-result')).toHaveText(
    'Container MSKU4073126 is assigned to BKK-24017.',
  );
  await expect(opener).toBeFocused();
});

test('dropdown: opened, moved, chosen and closed by keyboard alone', async ({ page }) => {
  await page.goto('/components/dropdown');
  const target = page.getByTestId('dropdown-keyboard-target');
  await target.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  // the focus is in the open menu; the first arrow goes to the first port
  await pressIn(menu, 'ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Laem Chabang' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Rotterdam' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(menu.getByRole('menuitem', { name: 'Shanghai' })).toBeFocused();
  await page.keyboard.press('ArrowDown'); // wraps to the first
  await expect(menu.getByRole('menuitem', { name: 'Laem Chabang' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(menu.getByRole('menuitem', { name: 'Hamburg' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(menu).toBeHidden();
  await expect(page.getByTestId('dropdown-keyboard-result')).toHaveText(
    'Port of discharge: Hamburg (DEHAM)',
  );
  await expect(target).toBeFocused();
  // Escape closes without choosing
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await pressIn(page.getByRole('menu'), 'ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Laem Chabang' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(target).toBeFocused();

  // the sections' menu: the disabled item is skipped by the arrows
  await page.getByRole('button', { name: 'Shipment actions' }).click();
  const actions = page.getByRole('menu');
  await expect(actions.getByRole('menuitem', { name: 'Split the shipment' })).toBeDisabled();
  await actions.getByRole('menuitem', { name: 'Change the delivery address' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(actions.getByRole('menuitem', { name: 'Cancel the booking' })).toBeFocused();
});

test('notifications: one appears with its action, and the action works', async ({ page }) => {
  await page.goto('/components/notifications');
  await page.getByTestId('notification-archive').click();
  const archived = page.locator('.mantine-Notification-root', { hasText: 'Shipment archived' });
  await expect(archived).toBeVisible();
  await archived.getByTestId('notification-undo').click();
  await expect(archived).toBeHidden();
  await expect(
    page.locator('.mantine-Notification-root', { hasText: 'Shipment restored' }),
  ).toBeVisible();

  // a tone through notify() and a position of its own
  await page.getByTestId('notify-error').click();
  await expect(
    page.locator('.mantine-Notification-root', { hasText: 'AIR-8812 is held' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Bottom left' }).click();
  const bottomLeft = page.locator('.mantine-Notification-root', { hasText: 'Sadao' });
  await expect(bottomLeft).toBeVisible();
  const box = await bottomLeft.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box!.x).toBeLessThan(viewport.width / 2);
  expect(box!.y).toBeGreaterThan(viewport.height / 2);
});

test('loading: the full-page loader is a status region and Escape ends it', async ({ page }) => {
  await page.goto('/components/loading');
  const opener = page.getByTestId('full-page-open');
  await opener.click();
  const status = page.getByRole('status', {
    name: 'Preparing the customs declaration of SEA-24017',
  });
  await expect(status).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(status).toBeHidden();
  await expect(opener).toBeFocused();
  // and it ends by itself (5 s), never keeping the page blocked
  await opener.click();
  await expect(status).toBeVisible();
  await expect(status).toBeHidden({ timeout: 9_000 });
  await expect(opener).toBeFocused();
});

test('popup: a nested modal returns the focus to the first; the drawer to its button', async ({
  page,
}) => {
  await page.goto('/components/popup');
  await page.getByTestId('nested-open').click();
  const add = page.getByTestId('nested-add-note');
  await add.click();
  const note = page.getByRole('textbox', { name: 'Note' });
  await expect(note).toBeFocused();
  await note.fill('Call the gate before arrival.');
  await page.getByRole('button', { name: 'Save the note' }).click();
  await expect(note).toBeHidden();
  await expect(page.getByTestId('nested-note')).toHaveText(
    'Note for the driver: Call the gate before arrival.',
  );
  await expect(add).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(add).toBeHidden();
  await expect(page.getByTestId('nested-open')).toBeFocused();

  await page.goto('/components/sidebar');
  const right = page.getByTestId('drawer-right');
  await right.click();
  const drawer = page.getByRole('dialog', { name: 'Filter the shipments' });
  await expect(drawer).toBeVisible();
  await pressEscapeIn(drawer);
  await expect(drawer).toBeHidden();
  await expect(right).toBeFocused();
});
