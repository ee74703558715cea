/**
 * /extensions/tree and /extensions/drag-and-drop (demonstration pages, docs/decisions/0064): the
 * tree's keyboard navigation and checkboxes, the windowed tree of 5,550 nodes, and dragging with
 * the keyboard (the route's stops reordered, a shipment moved to another column) with announcements
 * in English and German.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './support/test';
import { signIn } from './support/spine';

test.beforeEach(async ({ context }, info) => {
  await signIn(context, 'admin', info.project.use.baseURL!);
});

const focused = (tree: Locator) => tree.locator('[role="treeitem"]:focus');
/** The label of the focused row (the first in it: a nested row holds its children's too). */
const focusedLabel = (tree: Locator) => focused(tree).locator('[data-tree-label]').first();

test('tree: the warehouse by keyboard alone (arrows, Right and Left, Home and End, a letter)', async ({
  page,
}) => {
  await page.goto('/extensions/tree');
  const tree = page.getByTestId('tree-warehouse');
  await tree.locator('[role="treeitem"][tabindex="0"]').focus();
  await expect(focusedLabel(tree)).toHaveText('Rotterdam Maasvlakte DC');
  await expect(focused(tree)).toHaveAttribute('aria-expanded', 'true');
  // one tab stop: every other row is out of the tab order
  await expect(tree.locator('[role="treeitem"][tabindex="0"]')).toHaveCount(1);

  await page.keyboard.press('ArrowDown');
  await expect(focusedLabel(tree)).toHaveText('A · Ambient goods');
  await expect(focused(tree)).toHaveAttribute('aria-expanded', 'false');
  await expect(focused(tree)).toHaveAttribute('aria-level', '2');
  await page.keyboard.press('ArrowRight');
  await expect(focused(tree)).toHaveAttribute('aria-expanded', 'true');
  await expect(focused(tree).getByRole('group')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(focusedLabel(tree)).toHaveText('Aisle RTM-A01');
  await expect(focused(tree)).toHaveAttribute('aria-level', '3');
  await page.keyboard.press('ArrowLeft');
  await expect(focusedLabel(tree)).toHaveText('A · Ambient goods');
  await page.keyboard.press('ArrowLeft');
  await expect(focused(tree)).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('ArrowLeft');
  await expect(focusedLabel(tree)).toHaveText('Rotterdam Maasvlakte DC');

  await page.keyboard.press('End');
  await expect(focusedLabel(tree)).toHaveText('Laem Chabang Logistics Park');
  await page.keyboard.press('Home');
  await expect(focusedLabel(tree)).toHaveText('Rotterdam Maasvlakte DC');
  await page.keyboard.press('l');
  await expect(focusedLabel(tree)).toHaveText('Laem Chabang Logistics Park');
  await page.keyboard.press('Enter');
  await expect(focused(tree)).toHaveAttribute('aria-expanded', 'true');

  // expand all shows the 97 locations, collapse all the two sites
  await page.getByTestId('tree-expand-all').click();
  await expect(tree.getByRole('treeitem')).toHaveCount(97);
  await page.getByTestId('tree-collapse-all').click();
  await expect(tree.getByRole('treeitem')).toHaveCount(2);
});

test('tree: Space checks a document, its group turns mixed, a group checks all its documents', async ({
  page,
}) => {
  await page.goto('/extensions/tree');
  const tree = page.getByTestId('tree-customs');
  const count = page.getByTestId('tree-customs-count');
  const item = (name: string) => tree.getByRole('treeitem', { name, exact: true });
  const group = item;
  await expect(count).toHaveText('3 of 11 documents checked');
  await expect(group('Export documents')).toHaveAttribute('aria-checked', 'mixed');
  await expect(group('Transport documents')).toHaveAttribute('aria-checked', 'mixed');

  await tree.locator('[role="treeitem"][tabindex="0"]').focus();
  for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowDown');
  await expect(focusedLabel(tree)).toHaveText('Export declaration');
  await expect(focused(tree)).toHaveAttribute('aria-checked', 'false');
  await page.keyboard.press('Space');
  await expect(focused(tree)).toHaveAttribute('aria-checked', 'true');
  await expect(group('Export documents')).toHaveAttribute('aria-checked', 'mixed');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  await expect(group('Export documents')).toHaveAttribute('aria-checked', 'true');
  await expect(count).toHaveText('5 of 11 documents checked');

  // a mixed group checks all its documents
  await page.keyboard.press('ArrowDown');
  await expect(focusedLabel(tree)).toHaveText('Transport documents');
  await page.keyboard.press('Space');
  await expect(focused(tree)).toHaveAttribute('aria-checked', 'true');
  await expect(item('Dangerous goods declaration')).toHaveAttribute('aria-checked', 'true');
  await expect(item('Verified gross mass (VGM)')).toHaveAttribute('aria-checked', 'true');
  await expect(count).toHaveText('7 of 11 documents checked');
  // unchecking one turns the group and the shipment mixed again
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowUp');
  await expect(focusedLabel(tree)).toHaveText('Verified gross mass (VGM)');
  await page.keyboard.press('Space');
  await expect(group('Transport documents')).toHaveAttribute('aria-checked', 'mixed');
  await expect(group('Import SHP-24017, Shanghai to Hamburg')).toHaveAttribute(
    'aria-checked',
    'mixed',
  );
  await expect(count).toHaveText('6 of 11 documents checked');
});

test('tree: 5,550 nodes, a port opened and scrolled with a bounded number of rows in the page', async ({
  page,
}) => {
  await page.goto('/extensions/tree');
  const tree = page.getByTestId('tree-large');
  const rows = tree.getByRole('treeitem');
  await expect(rows.first()).toHaveText('Shanghai (CNSHA)');
  expect(await rows.count()).toBeLessThan(40);

  await rows.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(rows.first()).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(focused(tree)).toHaveText('Terminal CNSHA-T1');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(focused(tree)).toHaveText('Berth CNSHA-T1-B01');
  await expect(focused(tree)).toHaveAttribute('aria-level', '3');
  await expect(focused(tree)).toHaveAttribute('aria-posinset', '1');
  await expect(focused(tree)).toHaveAttribute('aria-setsize', '10');

  // End goes to the last port, far below: it is scrolled into view and focused
  await page.keyboard.press('End');
  await expect(focused(tree)).toHaveText('Haiphong (VNHPH)');
  await expect(focused(tree)).toBeInViewport();
  expect(await rows.count()).toBeLessThan(50);
  await page.keyboard.press('Home');
  await expect(focused(tree)).toHaveText('Shanghai (CNSHA)');

  // scrolling the box draws other rows, never all of them (row 42 of 32 px: Nhava Sheva)
  await tree.evaluate((element) => element.parentElement!.scrollTo(0, 42 * 32 - 100));
  await expect(tree.getByText('Nhava Sheva (INNSA)')).toBeInViewport();
  await expect(tree.getByText('Berth CNSHA-T1-B05')).toHaveCount(0);
  expect(await rows.count()).toBeLessThan(50);

  // the search opens the path to each match
  await page.getByTestId('tree-large-search').fill('T3-B07');
  await expect(page.getByTestId('tree-large-status')).toHaveText('Matches: 50');
  await expect(rows.nth(2)).toHaveText('Berth CNSHA-T3-B07');
  await expect(rows.first()).toHaveAttribute('aria-expanded', 'true');
  await page.getByTestId('tree-large-search').fill('Hamburg');
  await expect(rows).toHaveCount(1);
  await page.getByTestId('tree-large-search').fill('Atlantis');
  await expect(page.getByText('No port, terminal or berth matches the search.')).toBeVisible();
});

const liveRegion = (page: Page, text: string) =>
  page.locator('[id^="DndLiveRegion"]').filter({ hasText: text });
const stopOrder = (page: Page) =>
  page
    .getByTestId('route-stops')
    .locator('li')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-testid')));

test('drag and drop: a stop reordered with the keyboard, each step announced', async ({ page }) => {
  await page.goto('/extensions/drag-and-drop');
  await expect(page.getByTestId('stop-finkenwerder')).toBeVisible();
  expect(await stopOrder(page)).toEqual([
    'stop-altona',
    'stop-hafencity',
    'stop-billbrook',
    'stop-wilhelmsburg',
    'stop-harburg',
    'stop-finkenwerder',
  ]);
  const handle = page.getByRole('button', { name: 'Move stop Altona Cold Store' });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(
    liveRegion(page, 'Picked up Altona Cold Store. It is at position 1 of 6.'),
  ).toHaveCount(1);
  await page.keyboard.press('ArrowDown');
  await expect(liveRegion(page, 'Altona Cold Store was moved over position 2 of 6.')).toHaveCount(
    1,
  );
  await page.keyboard.press('ArrowDown');
  await expect(liveRegion(page, 'Altona Cold Store was moved over position 3 of 6.')).toHaveCount(
    1,
  );
  await page.keyboard.press('Space');
  await expect(liveRegion(page, 'Altona Cold Store was dropped at position 3 of 6.')).toHaveCount(
    1,
  );
  await expect
    .poll(() => stopOrder(page))
    .toEqual([
      'stop-hafencity',
      'stop-billbrook',
      'stop-altona',
      'stop-wilhelmsburg',
      'stop-harburg',
      'stop-finkenwerder',
    ]);
  await expect(handle).toBeFocused();
});

test('drag and drop: a shipment moved to the next column with the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/extensions/drag-and-drop');
  const booked = page.getByTestId('board-column-booked');
  const transit = page.getByTestId('board-column-transit');
  await expect(booked.locator('li')).toHaveCount(3);
  await expect(transit.locator('li')).toHaveCount(2);
  await page.getByRole('button', { name: 'Move shipment SHP-24031' }).focus();
  await page.keyboard.press('Space');
  await expect(liveRegion(page, 'Picked up shipment SHP-24031. It is at Booked')).toHaveCount(1);
  await page.keyboard.press('ArrowRight');
  await expect(liveRegion(page, 'shipment SHP-24031 was moved over In transit')).toHaveCount(1);
  await page.keyboard.press('Space');
  await expect(liveRegion(page, 'shipment SHP-24031 was dropped at In transit')).toHaveCount(1);
  await expect(transit.getByTestId('board-card-SHP-24031')).toBeVisible();
  await expect(booked.locator('li')).toHaveCount(2);
  await expect(transit.locator('li')).toHaveCount(3);

  // Escape puts a card back where it was, even after it crossed a column
  await page.getByRole('button', { name: 'Move shipment SHP-24007' }).focus();
  await page.keyboard.press('Space');
  await expect(liveRegion(page, 'Picked up shipment SHP-24007')).toHaveCount(1);
  await page.keyboard.press('ArrowRight');
  await expect(liveRegion(page, 'shipment SHP-24007 was moved over Delivered')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(
    liveRegion(page, 'Dragging was cancelled. shipment SHP-24007 went back where it was.'),
  ).toHaveCount(1);
  await expect(
    page.getByTestId('board-column-customs').getByTestId('board-card-SHP-24007'),
  ).toBeVisible();
});

test('drag and drop: in German the instructions and announcements are German', async ({
  page,
  context,
}) => {
  await context.addInitScript(() => window.localStorage.setItem('language', 'de'));
  await page.goto('/extensions/drag-and-drop');
  const handle = page.getByRole('button', { name: 'Stopp Altona Cold Store verschieben' });
  await expect(handle).toHaveAttribute('aria-roledescription', 'sortierbar');
  const instructions = await handle.getAttribute('aria-describedby');
  await expect(page.locator(`[id="${instructions}"]`)).toContainText(
    'Zum Aufnehmen eines Eintrags Leertaste oder Eingabetaste drücken.',
  );
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(
    liveRegion(page, 'Aufgenommen: Altona Cold Store. Aktuelle Stelle: Position 1 von 6.'),
  ).toHaveCount(1);
  await page.keyboard.press('ArrowDown');
  await expect(liveRegion(page, 'Altona Cold Store über Position 2 von 6.')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(
    liveRegion(page, 'Ziehen abgebrochen. Altona Cold Store ist zurück am alten Platz.'),
  ).toHaveCount(1);
  expect((await stopOrder(page))[0]).toBe('stop-altona');
});

test('drag and drop: the mouse drags a stop past a small distance; a click alone moves nothing', async ({
  page,
}) => {
  await page.goto('/extensions/drag-and-drop');
  const handle = page.getByRole('button', { name: 'Move stop Altona Cold Store' });
  await expect(handle).toBeVisible();
  const before = await stopOrder(page);
  await handle.click();
  expect(await stopOrder(page)).toEqual(before);

  const from = (await handle.boundingBox())!;
  const to = (await page.getByTestId('stop-billbrook').boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 10, { steps: 4 });
  await page.mouse.move(from.x + from.width / 2, to.y + to.height / 2 + 4, { steps: 12 });
  await page.mouse.up();
  await expect
    .poll(() => stopOrder(page))
    .toEqual([
      'stop-hafencity',
      'stop-billbrook',
      'stop-altona',
      'stop-wilhelmsburg',
      'stop-harburg',
      'stop-finkenwerder',
    ]);
});
