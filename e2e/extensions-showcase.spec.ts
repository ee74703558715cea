/**
 * The extension pages (/extensions/*, docs/decisions/0064): what the generic test of
 * e2e/showcase.spec.ts cannot see. The clipboard copies, the context menu works by keyboard alone.
 */
import { test } from './support/test';
import { expect } from './auth-helpers';
import { signIn } from './support/spine';
import { pressEscapeIn } from './support/keyboard';

test('clipboard: a tracking number and an edited message are copied, with a confirmation', async ({
  page,
  context,
}, info) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(context, 'admin', info.project.use.baseURL!);
  await page.goto('/extensions/clipboard');
  const copyAir = page.getByRole('button', { name: 'Copy tracking number 217-88120453' });
  await copyAir.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('clipboard-tracking-status')).toHaveText(
    'Tracking number 217-88120453 copied to the clipboard.',
  );
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('217-88120453');

  await page.getByTestId('clipboard-text').fill('Container MSKU4073126 is ready for pickup.');
  await page.getByTestId('clipboard-copy-text').click();
  await expect(page.getByTestId('clipboard-copy-text')).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'Container MSKU4073126 is ready for pickup.',
  );
});

test('context menu: Shift+F10 and the menu key open it on the focused row, arrows, Escape', async ({
  page,
  context,
}, info) => {
  await signIn(context, 'admin', info.project.use.baseURL!);
  await page.goto('/extensions/context-menu');
  const row = page.getByTestId('context-row-AIR-8812');
  await row.focus();
  await page.keyboard.press('Shift+F10');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(menu).toContainText('AIR-8812');
  await expect(menu.getByRole('menuitem', { name: 'Track on the map' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Copy the tracking number' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(row).toBeFocused();

  // the menu key on another row; Enter runs the focused action
  const delivered = page.getByTestId('context-row-ROAD-3051');
  await delivered.focus();
  await page.keyboard.press('ContextMenu');
  await expect(menu).toContainText('ROAD-3051');
  // a delivered shipment cannot be cancelled
  await expect(menu.getByRole('menuitem', { name: 'Cancel the shipment' })).toBeDisabled();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Open the documents' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(menu).toBeHidden();
  await expect(page.getByTestId('context-menu-status')).toHaveText('Open the documents: ROAD-3051');

  // a right click opens it too
  await page.getByTestId('context-row-SEA-24017').click({ button: 'right' });
  await expect(menu).toContainText('SEA-24017');
  await pressEscapeIn(menu);
  await expect(menu).toBeHidden();
});
