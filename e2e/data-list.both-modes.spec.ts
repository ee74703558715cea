/**
 * The data list's list and thumbnail views (docs/product.md sections 2.4, 3.6 and 7.4), in both
 * modes: add, edit and delete a product through the side panel (with a picture), sort, rows per
 * page, a selection exported and deleted with its count, the pictures of the thumbnail view, and
 * axe (every rule in light, then the colour rules after the header's switch to dark on the same
 * page).
 *
 * The list is shared by every test running at once on the server: each test names its products
 * with a token of its own and finds them with the search box, and never counts on the list
 * holding exactly the sample items. Browser mode keeps its back end in the page, so there the
 * tests move by the app's links (the view switch) and never reload.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test } from './support/test';
import { expect, isBrowserMode } from './auth-helpers';
import { seriousColourViolations, seriousViolations } from './support/axe';
import {
  addProduct,
  choose,
  fillPanel,
  names,
  newToken,
  openDataList,
  PNG,
  rows,
  search,
} from './support/data-list';
import { useSettings } from './support/spine';
import { switchTheme } from './support/theme';

const prices = (page: Page) =>
  rows(page)
    .getByTestId('product-price')
    .evaluateAll((cells) => cells.map((cell) => Number(cell.getAttribute('data-price'))));
const ids = (page: Page) =>
  rows(page).evaluateAll((list) => list.map((row) => Number(row.getAttribute('data-product-id'))));

test(
  'add a product with a picture, see a field refused, edit it and delete it',
  { tag: '@browser-mode' },
  async ({ page }, info) => {
    test.setTimeout(120_000);
    const token = newToken(info);
    const name = `${token} Dock radio`;
    await openDataList(page, info);

    // every field is checked before anything is sent, its message beside it
    await page.getByTestId('data-list-add').click();
    const form = page.getByTestId('product-form');
    await expect(form).toBeVisible();
    await page.getByTestId('product-save').click();
    await expect(form.getByText('This field is required.')).toHaveCount(3);
    await expect(form.getByText('Choose one of the options.')).toHaveCount(2);
    await fillPanel(page, { name, price: '2000000000', popularity: '101' });
    await page.getByTestId('product-save').click();
    await expect(form.getByText('Enter 1000000000 or less.')).toBeVisible();
    await expect(form.getByText('Enter 100 or less.')).toBeVisible();
    await expect(page.getByTestId('product-name-input')).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );

    // a file that is no picture is refused in the browser, with the reason beside the button
    await form.getByTestId('product-picture-input').setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('these are no picture bytes'),
    });
    await expect(form.getByTestId('product-picture-error')).toHaveText(
      'This file is not a PNG, JPEG or WebP picture.',
    );

    await fillPanel(page, {
      name,
      category: 'Audio',
      status: 'On hold',
      price: '1234.5',
      popularity: '77',
      picture: PNG,
    });
    await page.getByTestId('product-save').click();
    await expect(form).toBeHidden();
    await expect(page.getByText('Product added')).toBeVisible();

    // the newest product is at the top of the list: ours, or one added after it by another test
    await search(page, token);
    await expect(rows(page)).toHaveCount(1);
    const [id] = await ids(page);
    await search(page, '');
    await expect.poll(async () => (await ids(page))[0]).toBeGreaterThanOrEqual(id);
    if (isBrowserMode(info)) await expect(names(page).first()).toHaveText(name);

    await search(page, token);
    await expect(rows(page)).toHaveCount(1);
    const row = rows(page);
    await expect(row.getByTestId('product-name')).toHaveText(name);
    await expect(row.getByTestId('product-category')).toHaveText('Audio');
    await expect(row.getByTestId('product-status')).toHaveText('On hold');
    await expect(row.getByTestId('product-price')).toHaveText('฿1,234.50');
    await expect(row.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '77');
    await expect(row.getByRole('progressbar')).toHaveAccessibleName('Popularity 77 of 100');

    // the picture, in the thumbnail view (the view switch keeps the search)
    await page.getByTestId('view-thumb').click();
    await expect(page).toHaveURL(/\/thumb-view\?q=/);
    await expect(page.getByTestId('data-list-screen')).toHaveAttribute('data-view', 'thumb');
    await expect(rows(page)).toHaveCount(1);
    const image = rows(page).getByTestId('product-image');
    if (!isBrowserMode(info)) {
      await expect(image).toHaveAttribute('src', new RegExp(`^/api/data-list/images/${id}\\?v=`));
    }
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2);

    // edit it: the panel comes filled in; the change shows
    await rows(page).getByTestId('product-edit').click();
    await expect(form).toBeVisible();
    await expect(form.getByTestId('product-name-input')).toHaveValue(name);
    await expect(form.getByTestId('product-price-input')).toHaveValue('1234.5');
    await form.getByTestId('product-price-input').fill('99');
    await choose(page, 'product-status-input', 'Delivered');
    await page.getByTestId('product-save').click();
    await expect(form).toBeHidden();
    await expect(page.getByText('Changes saved')).toBeVisible();
    await expect(rows(page).getByTestId('product-price')).toHaveText('฿99.00');
    await expect(rows(page).getByTestId('product-status')).toHaveText('Delivered');
    // its picture stays
    if (!isBrowserMode(info)) {
      await expect(image).toHaveAttribute('src', new RegExp(`^/api/data-list/images/${id}\\?v=`));
    }

    // delete it: the confirmation names it; cancel keeps it, confirm deletes it
    await page.getByTestId('view-list').click();
    await expect(page.getByTestId('data-list-screen')).toHaveAttribute('data-view', 'list');
    await expect(rows(page)).toHaveCount(1);
    await rows(page).getByTestId('product-delete').click();
    const confirm = page.getByTestId('delete-confirm-text');
    await expect(confirm).toContainText(name);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(rows(page)).toHaveCount(1);
    await rows(page).getByTestId('product-delete').click();
    await page.getByTestId('delete-confirm-button').click();
    await expect(page.getByText('Product deleted')).toBeVisible();
    await expect(rows(page)).toHaveCount(0);
    await expect(page.getByTestId('data-list-empty')).toBeVisible();

    if (!isBrowserMode(info)) {
      await page.reload();
      await expect(page.getByTestId('data-list-empty')).toBeVisible();
    }
  },
);

test('sort by price and by name, 4 rows per page, and the thumbnail view keeps both', async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  await openDataList(page, info);

  await page.getByTestId('data-list-per-page').selectOption('4');
  await expect(rows(page)).toHaveCount(4);
  await expect(page).toHaveURL(/perPage=4/);
  await expect(page.getByTestId('data-list-caption')).toHaveText(/^1 to 4 of \d+$/);

  // price: lowest first, then highest first, then the list's own order (newest first)
  const price = page.getByTestId('sort-price');
  await price.getByRole('button').click();
  await expect(price).toHaveAttribute('aria-sort', 'ascending');
  const lowest = await prices(page);
  expect(lowest).toEqual([...lowest].sort((a, b) => a - b));
  await price.getByRole('button').click();
  await expect(price).toHaveAttribute('aria-sort', 'descending');
  const highest = await prices(page);
  expect(highest).toEqual([...highest].sort((a, b) => b - a));
  expect(highest[0]).toBeGreaterThanOrEqual(lowest[3]);
  await price.getByRole('button').click();
  await expect(price).toHaveAttribute('aria-sort', 'none');
  const newest = await ids(page);
  expect(newest).toEqual([...newest].sort((a, b) => b - a));

  // name: A to Z, on page 2 as well
  const name = page.getByTestId('sort-name');
  await name.getByRole('button').click();
  await expect(name).toHaveAttribute('aria-sort', 'ascending');
  const compare = (a: string, b: string) =>
    a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true });
  const inOrder = async () => {
    const shown = await names(page).allTextContents();
    expect(shown).toEqual([...shown].sort(compare));
    return shown;
  };
  const first = await inOrder();
  await page
    .getByTestId('data-list-pages')
    .getByRole('button', { name: 'Page 2', exact: true })
    .click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByTestId('data-list-caption')).toHaveText(/^5 to 8 of \d+$/);
  await expect(rows(page)).toHaveCount(4);
  const second = await inOrder();
  expect(compare(first[3], second[0])).toBeLessThanOrEqual(0);

  // the thumbnail view: the same sort and page size, and every card's picture loads
  await page.getByTestId('view-thumb').click();
  await expect(page).toHaveURL(/\/thumb-view\?.*sort=name/);
  await expect(page.getByTestId('data-list-screen')).toHaveAttribute('data-view', 'thumb');
  await expect(rows(page)).toHaveCount(4);
  await expect(page.getByTestId('data-list-sort')).toHaveValue('name:asc');
  await expect(page.getByTestId('data-list-per-page')).toHaveValue('4');
  const images = rows(page).getByTestId('product-image');
  await expect(images).toHaveCount(4);
  await expect
    .poll(() =>
      images.evaluateAll((list) =>
        list.every(
          (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
        ),
      ),
    )
    .toBe(true);
  // the sort box of the thumbnails: price, highest first
  await page.getByTestId('data-list-sort').selectOption('price:desc');
  await expect(page).toHaveURL(/sort=price&dir=desc/);
  await expect
    .poll(async () => {
      const thumbs = await prices(page);
      return thumbs.every((price, i) => i === 0 || thumbs[i - 1] >= price);
    })
    .toBe(true);
});

test('select two of my products, export them, and delete them with the count in the confirmation', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  const token = newToken(info);
  await openDataList(page, info, '/ui-elements/data-list/thumb-view');
  await addProduct(page, { name: `${token} Yard speaker`, price: '40' });
  await addProduct(page, { name: `${token} Gate radio`, category: 'Computers', price: '50' });
  await search(page, token);
  await expect(rows(page)).toHaveCount(2);

  // one: the select-all box is mixed; both: checked; the count follows
  const all = page.getByTestId('select-shown');
  await rows(page).first().getByTestId('product-select').check();
  await expect(page.getByTestId('selection-count')).toHaveText('1 product selected');
  await expect.poll(() => all.evaluate((box: HTMLInputElement) => box.indeterminate)).toBe(true);
  await all.check();
  await expect(page.getByTestId('selection-count')).toHaveText('2 products selected');
  await expect.poll(() => all.evaluate((box: HTMLInputElement) => box.indeterminate)).toBe(false);
  await expect(all).toBeChecked();

  // the selection exported: a CSV of the two, in the spreadsheet's columns
  await page.getByTestId('selection-export').click();
  const downloading = page.waitForEvent('download');
  await page.getByTestId('selection-export-csv').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('data-list-selection.csv');
  const csv = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
  const lines = csv.trim().split(/\r?\n/);
  expect(lines[0]).toBe('id,name,category,order_status,popularity,price,img');
  expect(lines).toHaveLength(3);
  expect(csv).toContain(`${token} Yard speaker`);
  expect(csv).toContain(`${token} Gate radio`);
  await expect(page.getByText('2 products exported')).toBeVisible();

  await page.getByTestId('selection-delete').click();
  await expect(page.getByRole('dialog', { name: 'Delete 2 products?' })).toBeVisible();
  await expect(page.getByTestId('delete-confirm-text')).toContainText('The 2 selected products');
  await page.getByTestId('delete-confirm-button').click();
  await expect(page.getByText('2 products deleted')).toBeVisible();
  await expect(rows(page)).toHaveCount(0);
  await expect(page.getByTestId('selection-count')).toHaveText('No product selected');
  await search(page, '');
  await expect(rows(page).first()).toBeVisible();
});

test('the server’s refusal of a field shows beside that field', async ({ page }, info) => {
  test.setTimeout(90_000);
  await openDataList(page, info);
  // the page's fetch answers the creation with the API's 422 (both modes: browser mode's back end
  // answers inside the page, out of page.route's reach)
  await page.evaluate(() => {
    const real = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.endsWith('/api/data-list/products') && init?.method === 'POST') {
        const issue = { field: 'item.name', code: 'alreadyUsed', message: 'already used' };
        return new Response(
          JSON.stringify({
            error: 'item.name: already used',
            code: 'alreadyUsed',
            field: 'item.name',
            issues: [issue],
          }),
          { status: 422, headers: { 'Content-Type': 'application/json' } },
        );
      }
      return real(input, init);
    };
  });
  await page.getByTestId('data-list-add').click();
  await fillPanel(page, { name: `${newToken(info)} Refused radio` });
  await page.getByTestId('product-save').click();
  const form = page.getByTestId('product-form');
  await expect(form.getByText('This is already used by someone else.')).toBeVisible();
  await expect(page.getByTestId('product-name-input')).toHaveAttribute('aria-invalid', 'true');
  // the field's message, not the form's alert
  await expect(page.getByTestId('product-form-alert')).toHaveCount(0);
});

test('axe: both views and the open panel, light and then dark', async ({ page, context }, info) => {
  test.setTimeout(120_000);
  await useSettings(context, { theme: 'light', layout: 'vertical' });
  await openDataList(page, info);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  // a selection shows the mixed select-all box and the selected rows
  await rows(page).first().getByTestId('product-select').check();
  expect(await seriousViolations(page), 'light list').toEqual([]);

  /** the add panel open, its fields refused (nothing filled in) */
  const panelWithErrors = async () => {
    await page.getByTestId('data-list-add').click();
    await page.getByTestId('product-save').click();
    await expect(
      page.getByTestId('product-form').getByText('This field is required.').first(),
    ).toBeVisible();
  };
  const closePanel = async () => {
    await page.getByRole('button', { name: 'Close the panel' }).click();
    await expect(page.getByTestId('product-form')).toBeHidden();
  };
  await panelWithErrors();
  expect(await seriousViolations(page), 'light panel').toEqual([]);
  await closePanel();

  await page.getByTestId('view-thumb').click();
  await expect(page.getByTestId('data-list-screen')).toHaveAttribute('data-view', 'thumb');
  await expect(rows(page).first()).toBeVisible();
  expect(await seriousViolations(page), 'light thumb').toEqual([]);

  // the header's switch repaints the same views in dark: their colours read again
  await switchTheme(page, 'dark');
  await expect(rows(page).first()).toBeVisible();
  expect(await seriousColourViolations(page), 'dark thumb').toEqual([]);

  await page.getByTestId('view-list').click();
  await expect(page.getByTestId('data-list-screen')).toHaveAttribute('data-view', 'list');
  await expect(rows(page).first()).toBeVisible();
  await rows(page).first().getByTestId('product-select').check();
  expect(await seriousColourViolations(page), 'dark list').toEqual([]);

  await panelWithErrors();
  expect(await seriousColourViolations(page), 'dark panel').toEqual([]);
  await closePanel();
});
