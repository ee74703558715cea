/**
 * The table examples, /ui-elements/table (docs/product.md section 2.4), in server mode: every
 * example's title, sorting, the filter, paging, selection, an expandable row with the keyboard,
 * the phone's width and axe in light and dark. The page only reads the shared data list, which
 * other tests change meanwhile: nothing here counts on its size or its first rows. Browser mode
 * draws this screen in e2e/read-screens.browser-mode.spec.ts.
 */
import type { Locator, Page, TestInfo } from '@playwright/test';
import { test } from './support/test';
import { expect } from './auth-helpers';
import { seriousViolations } from './support/axe';
import { signIn, useSettings, watchConsole } from './support/spine';
import { TABLE_EXAMPLES as EXAMPLES } from './support/tables';

const TABLES = '/ui-elements/table';

// a page of eight tables, three of them every product: a loaded 2-core machine needs time
test.describe.configure({ timeout: 90_000 });

const TITLES = [
  'Simple table',
  'Striped rows',
  'State colours',
  'Expandable rows',
  'Filter',
  'Pagination',
  'Selection',
  'Sorting',
];

async function openTables(page: Page, info: TestInfo) {
  await signIn(page.context(), 'admin', info.project.use.baseURL!);
  await page.goto(TABLES);
  await expect(page.getByTestId('table-screen')).toBeVisible();
  await expect(page.getByTestId('example-title')).toHaveCount(TITLES.length);
}

const example = (page: Page, id: string) => page.getByTestId(`example-${id}`);

/** A price as the English page writes it (฿1,250.00) as a number. */
const priceOf = (text: string) => Number(text.replace(/[^\d.]/g, ''));

async function prices(table: Locator) {
  return (await table.getByTestId('price').allTextContents()).map(priceOf);
}

test('every example shows under its title, in order, with no console error', async ({
  page,
}, info) => {
  const errors = watchConsole(page);
  await openTables(page, info);
  await expect(page.getByTestId('example-title')).toHaveText(TITLES);
  // each table named by its caption, in its card (a region named by the title)
  for (const [i, title] of TITLES.entries()) {
    const card = page.getByRole('region', { name: title });
    const caption = (await card.getByTestId('caption').textContent())!;
    await expect(card.getByRole('table', { name: caption })).toBeVisible();
    await expect(example(page, EXAMPLES[i]).getByRole('region', { name: caption })).toBeVisible();
  }
  await expect(example(page, 'simple').getByTestId('row')).toHaveCount(5);
  await expect(example(page, 'striped').getByTestId('row')).toHaveCount(8);
  // the state colours: two of each status at most, each row tinted by its own status
  const states = example(page, 'states').getByTestId('row');
  const statuses = await states.evaluateAll((rows) =>
    rows.map((r) => r.getAttribute('data-status')),
  );
  for (const s of new Set(statuses)) expect(statuses.filter((x) => x === s).length).toBeLessThan(3);
  expect(statuses.length).toBeGreaterThan(0);
  const tints = await states.evaluateAll((rows) =>
    rows.map((r) => getComputedStyle(r).backgroundColor),
  );
  expect(tints.every((c) => c !== 'rgba(0, 0, 0, 0)')).toBe(true);
  expect(errors).toEqual([]);
});

test('sorting by a header orders the rows, and the keyboard sorts too', async ({ page }, info) => {
  await openTables(page, info);
  const card = example(page, 'sorting');
  const table = card.getByTestId('sorting-table');
  const price = card.getByTestId('sort-price');
  await expect(price).toHaveAttribute('aria-sort', 'none');

  await price.getByRole('button', { name: 'Price' }).click();
  await expect(price).toHaveAttribute('aria-sort', 'ascending');
  await expect(card.getByTestId('caption')).toHaveText('Every product, by Price ascending');
  const up = await prices(table);
  expect(up[0]).toBeLessThanOrEqual(up[1]);
  expect(up).toEqual([...up].sort((a, b) => a - b));

  await price.getByRole('button', { name: 'Price' }).click();
  await expect(price).toHaveAttribute('aria-sort', 'descending');
  const down = await prices(table);
  expect(down[0]).toBeGreaterThanOrEqual(down[1]);
  expect(down).toEqual([...down].sort((a, b) => b - a));

  // the name's header with the keyboard: Enter sorts, Space reverses; price is no longer sorted
  const name = card.getByTestId('sort-name');
  await name.getByRole('button').focus();
  await page.keyboard.press('Enter');
  await expect(name).toHaveAttribute('aria-sort', 'ascending');
  await expect(price).toHaveAttribute('aria-sort', 'none');
  const names = await table.getByTestId('name').allTextContents();
  expect(names[0].localeCompare(names[1], 'en', { sensitivity: 'base' })).toBeLessThanOrEqual(0);
  await page.keyboard.press('Space');
  await expect(name).toHaveAttribute('aria-sort', 'descending');
});

test('the filter narrows the rows by name, category and status', async ({ page }, info) => {
  await openTables(page, info);
  const card = example(page, 'filter');
  const table = card.getByTestId('filter-table');
  const caption = card.getByTestId('caption');
  await expect(caption).toHaveText(/^(\d+) of \1 products match$/);
  const all = await table.getByTestId('row').count();

  await card.getByLabel('Name contains').fill('radio');
  await expect(caption).not.toHaveText(/^(\d+) of \1 products match$/);
  const names = await table.getByTestId('name').allTextContents();
  expect(names.length).toBeGreaterThan(0);
  expect(names.length).toBeLessThan(all);
  for (const n of names) expect(n.toLowerCase()).toContain('radio');

  await card.getByLabel('Name contains').fill('');
  await card.getByTestId('filter-category').click();
  await page.getByRole('option', { name: 'Audio', exact: true }).click();
  await card.getByTestId('filter-status').click();
  await page.getByRole('option', { name: 'Delivered', exact: true }).click();
  await expect(table.getByTestId('row').first()).toBeVisible();
  expect(new Set(await table.getByTestId('category').allTextContents())).toEqual(
    new Set(['Audio']),
  );
  expect(new Set(await table.getByTestId('status-badge').allTextContents())).toEqual(
    new Set(['Delivered']),
  );

  await card.getByLabel('Name contains').fill('no product is called this');
  await expect(table.getByTestId('row')).toHaveCount(0);
  await expect(table.getByTestId('empty')).toHaveText('No product matches these filters.');

  await card.getByTestId('clear-filters').click();
  await expect(caption).toHaveText(/^(\d+) of \1 products match$/);
  await expect(card.getByLabel('Name contains')).toHaveValue('');
});

test('paging moves between pages, and the page size changes the rows', async ({ page }, info) => {
  await openTables(page, info);
  const card = example(page, 'pagination');
  const table = card.getByTestId('pagination-table');
  const caption = card.getByTestId('caption');
  const ids = () => table.getByTestId('row').evaluateAll((r) => r.map((e) => e.dataset.id));
  await expect(caption).toHaveText(/^Products 1 to 5 of \d+$/);
  await expect(table.getByTestId('row')).toHaveCount(5);
  const first = await ids();

  await card.getByRole('button', { name: 'Next page' }).click();
  await expect(caption).toHaveText(/^Products 6 to 10 of \d+$/);
  const second = await ids();
  expect(second.filter((id) => first.includes(id))).toEqual([]);

  await card.getByRole('button', { name: 'Page 3', exact: true }).click();
  await expect(caption).toHaveText(/^Products 11 to 15 of \d+$/);
  await expect(card.getByRole('button', { name: 'Page 3', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await card.getByTestId('page-size').click();
  await page.getByRole('option', { name: '20', exact: true }).click();
  await expect(caption).toHaveText(/^Products 1 to 20 of \d+$/);
  await expect(table.getByTestId('row')).toHaveCount(20);

  await card.getByRole('button', { name: 'Last page' }).click();
  await expect(caption).toHaveText(/^Products \d+ to (\d+) of \1$/);
  await card.getByRole('button', { name: 'First page' }).click();
  await expect(caption).toHaveText(/^Products 1 to 20 of \d+$/);
});

test('selecting rows shows the count; the header box selects and clears all', async ({
  page,
}, info) => {
  await openTables(page, info);
  const card = example(page, 'selection');
  const count = card.getByTestId('selection-count');
  const boxes = card.getByTestId('select-row');
  const all = card.getByRole('checkbox', { name: 'Select every product' });
  await expect(count).toHaveText(/^0 of \d+ selected$/);

  await boxes.nth(0).check();
  await boxes.nth(2).check();
  await expect(count).toHaveText(/^2 of \d+ selected$/);
  await expect(card.locator('tr[data-selected]')).toHaveCount(2);
  await expect(all).not.toBeChecked();
  await expect(all).toHaveJSProperty('indeterminate', true);

  await boxes.nth(0).uncheck();
  await expect(count).toHaveText(/^1 of \d+ selected$/);

  await all.check();
  await expect(count).toHaveText(/^(\d+) of \1 selected$/);
  await expect(boxes.last()).toBeChecked();
  await all.uncheck();
  await expect(count).toHaveText(/^0 of \d+ selected$/);

  await boxes.nth(1).check();
  await card.getByTestId('clear-selection').click();
  await expect(count).toHaveText(/^0 of \d+ selected$/);
});

test('an expandable row opens and closes with the keyboard', async ({ page }, info) => {
  await openTables(page, info);
  const card = example(page, 'expandable');
  const button = card.getByTestId('expand').first();
  const name = (await card.getByTestId('name').first().textContent())!;
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toHaveAccessibleName(`Show the details of ${name}`);
  await expect(card.getByTestId('details')).toHaveCount(0);

  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(button).toHaveAccessibleName(`Hide the details of ${name}`);
  const details = card.getByTestId('details');
  await expect(details).toBeVisible();
  await expect(details).toHaveAttribute('id', (await button.getAttribute('aria-controls'))!);
  await expect(details.getByTestId('details-name')).toHaveText(name);
  await expect(details.getByRole('img', { name: `Picture of ${name}` })).toBeVisible();
  await expect(button).toBeFocused();

  await page.keyboard.press('Space');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(card.getByTestId('details')).toHaveCount(0);
});

test('on a 390 px phone the tables scroll inside their cards, never the page', async ({
  page,
}, info) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openTables(page, info);
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    view: document.documentElement.clientWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.view);
  for (const id of EXAMPLES) {
    const frame = example(page, id).getByTestId('table-frame');
    const overflow = await frame.evaluate((e) => e.scrollWidth > e.clientWidth);
    expect(overflow, `the ${id} table scrolls sideways`).toBe(true);
  }
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe (${theme}): no serious or critical violation, rows open and selected`, async ({
    page,
    context,
  }, info) => {
    test.setTimeout(180_000);
    await useSettings(context, { theme });
    await openTables(page, info);
    await example(page, 'expandable').getByTestId('expand').first().click();
    await expect(example(page, 'expandable').getByTestId('details')).toBeVisible();
    await example(page, 'selection').getByTestId('select-row').first().check();
    await example(page, 'sorting').getByTestId('sort-price').getByRole('button').click();
    await example(page, 'filter').getByLabel('Name contains').fill('headset');
    // the badges and tints drawn (Mantine's transitions) before axe measures contrast
    await page.waitForTimeout(300);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
