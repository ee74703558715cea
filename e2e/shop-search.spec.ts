/**
 * The shop's search screen, /apps/eCommerce/shop (docs/product.md, the shop; decisions 0058 and
 * 0059), in server mode, on the shared e2e server. The catalogue is the seeded one
 * (api/modules/shop/seed.ts) and is read-only; the only data a test changes is the cart and the wish list,
 * which the card test puts back as it found them. Browser mode runs the shop's whole flow in
 * e2e/shop.both-modes.spec.ts.
 */
import type { Page, TestInfo } from '@playwright/test';
import { test } from './support/test';
import { expectAxeCleanInLightThenDark, switchTheme } from './support/theme';
import { seriousColourViolations, seriousViolations } from './support/axe';
import { expect } from './auth-helpers';
import { openShop as openShopAsOwnPerson } from './support/shop';
import { signIn, useSettings } from './support/spine';

const SHOP = '/apps/eCommerce/shop';

async function openShop(page: Page, info: TestInfo, path = SHOP) {
  await signIn(page.context(), 'admin', info.project.use.baseURL!);
  await page.goto(path);
  await expect(page.getByTestId('shop-screen')).toBeVisible();
  await settled(page);
}

/** Opens another search of the shop as a pasted link does: a full load. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByTestId('shop-screen')).toBeVisible();
}

const screen = (page: Page) => page.getByTestId('shop-screen');
const cards = (page: Page) => page.getByTestId('product-card');
const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

/** The search of the page's URL has been answered and drawn (not the previous one, dimmed). */
async function settled(page: Page) {
  await expect
    .poll(async () => {
      const url = new URL(page.url());
      url.searchParams.delete('layout');
      const s = screen(page);
      const [ready, query] = await Promise.all([
        s.getAttribute('data-ready'),
        s.getAttribute('data-query'),
      ]);
      return ready === 'true' && query === url.search;
    })
    .toBe(true);
}

async function total(page: Page) {
  return Number(await page.getByTestId('result-count').getAttribute('data-total'));
}

async function prices(page: Page) {
  const values = await page
    .getByTestId('product-price')
    .evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('data-price'))));
  return values;
}

/** A filter of the panel beside the results (desktop) or in the open drawer (phone). */
const filters = (page: Page) => page.getByTestId('filters-panel').filter({ visible: true });

async function chooseCategory(page: Page, name: string) {
  await filters(page)
    .getByTestId('category-option')
    .filter({ hasText: new RegExp(`^${name}\\s*\\d+$`) })
    .click();
}

test('search as you type: the count changes, the URL carries the words, Back undoes the search', async ({
  page,
}, info) => {
  await openShop(page, info);
  const all = await total(page);
  expect(all).toBeGreaterThan(100);
  await expect(page.getByTestId('result-count')).toHaveText(/^[\d,]+ results$/);

  const box = page.getByTestId('search-input');
  await box.fill('tap');
  await expect.poll(() => param(page, 'q')).toBe('tap');
  await box.pressSequentially('e', { delay: 50 });
  await expect.poll(() => param(page, 'q')).toBe('tape');
  await settled(page);
  const found = await total(page);
  expect(found).toBeGreaterThan(0);
  expect(found).toBeLessThan(all);
  await expect(cards(page).first()).toContainText(/tap/i);

  // one history entry for the whole search (not one per pause)
  await page.goBack();
  await expect.poll(() => param(page, 'q')).toBeNull();
  await settled(page);
  await expect(box).toHaveValue('');
  expect(await total(page)).toBe(all);

  await page.goForward();
  await expect.poll(() => param(page, 'q')).toBe('tape');
  await expect(box).toHaveValue('tape');
  await settled(page);
  expect(await total(page)).toBe(found);

  // a shared link gives the same search
  await page.reload();
  await settled(page);
  await expect(box).toHaveValue('tape');
  expect(await total(page)).toBe(found);
});

test('category, sub-category and brand narrow the results; Back returns to the previous filters', async ({
  page,
}, info) => {
  await openShop(page, info);
  const all = await total(page);

  await chooseCategory(page, 'Packing');
  await expect.poll(() => param(page, 'category')).toBe('Packing');
  await settled(page);
  const packing = await total(page);
  expect(packing).toBeLessThan(all);
  await expect(filters(page).getByTestId('category-level')).toHaveText(['Packing']);

  await chooseCategory(page, 'Tape');
  await expect.poll(() => param(page, 'category')).toBe('Packing > Tape');
  await settled(page);
  const tape = await total(page);
  expect(tape).toBeLessThan(packing);
  await expect(filters(page).getByTestId('category-level')).toHaveText(['Packing', 'Tape']);

  // a click, not check(): the box follows the URL, a moment after the click
  await filters(page)
    .getByRole('checkbox', { name: /^3M \(/ })
    .click();
  await expect(filters(page).getByRole('checkbox', { name: /^3M \(/ })).toBeChecked();
  await expect.poll(() => param(page, 'brands')).toBe('3M');
  await settled(page);
  const threeM = await total(page);
  expect(threeM).toBeGreaterThan(0);
  expect(threeM).toBeLessThan(tape);
  for (const card of await cards(page).all()) await expect(card).toContainText('3M');
  await expect(page.getByTestId('clear-all')).toBeEnabled();

  await page.goBack();
  await expect.poll(() => param(page, 'brands')).toBeNull();
  await expect.poll(() => param(page, 'category')).toBe('Packing > Tape');
  await settled(page);
  expect(await total(page)).toBe(tape);
  await expect(filters(page).getByRole('checkbox', { name: /^3M \(/ })).not.toBeChecked();

  await page.goBack();
  await expect.poll(() => param(page, 'category')).toBe('Packing');
  await settled(page);
  expect(await total(page)).toBe(packing);

  // a level of the chosen path goes back up to it; Clear all empties every filter
  await chooseCategory(page, 'Boxes');
  await settled(page);
  await filters(page).getByTestId('category-level').filter({ hasText: 'Packing' }).click();
  await expect.poll(() => param(page, 'category')).toBe('Packing');
  await filters(page).getByTestId('free-shipping').click();
  await expect.poll(() => param(page, 'freeShipping')).toBe('true');
  await settled(page);
  await filters(page).getByTestId('clear-all').click();
  await expect.poll(() => new URL(page.url()).search).toBe('');
  await settled(page);
  expect(await total(page)).toBe(all);
});

test('sort by price, the list layout, paging and the page size, all kept in the URL', async ({
  page,
}, info) => {
  await openShop(page, info, `${SHOP}?category=Office+goods`);

  await page.getByTestId('sort').selectOption('price-asc');
  await expect.poll(() => param(page, 'sort')).toBe('price-asc');
  await settled(page);
  const first = await prices(page);
  expect(first).toHaveLength(12);
  expect(first).toEqual([...first].sort((a, b) => a - b));

  await page.getByTestId('layout').locator('label').filter({ hasText: 'List' }).click();
  await expect.poll(() => param(page, 'layout')).toBe('list');
  await expect(cards(page).first()).toHaveAttribute('data-layout', 'list');

  await page.getByRole('button', { name: 'Next page' }).click();
  await expect.poll(() => param(page, 'page')).toBe('2');
  await settled(page);
  const second = await prices(page);
  expect(second[0]).toBeGreaterThanOrEqual(first.at(-1)!);
  expect(second).toEqual([...second].sort((a, b) => a - b));
  await expect(cards(page).first()).toHaveAttribute('data-layout', 'list');
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // another page size starts again at page 1
  await page.getByTestId('per-page').selectOption('24');
  await expect.poll(() => param(page, 'perPage')).toBe('24');
  await expect.poll(() => param(page, 'page')).toBeNull();
  await settled(page);
  await expect(cards(page)).toHaveCount(24);

  await page.getByTestId('sort').selectOption('price-desc');
  await settled(page);
  const descending = await prices(page);
  expect(descending).toEqual([...descending].sort((a, b) => b - a));

  await page.goBack();
  await expect.poll(() => param(page, 'sort')).toBe('price-asc');
  await settled(page);
  await expect(page.getByTestId('layout').getByRole('radio', { name: 'List' })).toBeChecked();
});

test('the price range and rating filters; a lowest price above the highest is never sent', async ({
  page,
}, info) => {
  await openShop(page, info);
  const searches: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/apps/shop/search')) searches.push(request.url());
  });
  const min = filters(page).getByTestId('price-min');
  const max = filters(page).getByTestId('price-max');
  await min.fill('500');
  await min.press('Enter');
  await expect.poll(() => param(page, 'priceMin')).toBe('500');
  await max.fill('100');
  await max.press('Tab');
  await expect(filters(page).getByTestId('price-error')).toBeVisible();
  await expect(max).toHaveAttribute('aria-invalid', 'true');
  await page.waitForTimeout(500);
  expect(param(page, 'priceMax')).toBeNull();
  expect(searches.filter((url) => url.includes('priceMax'))).toEqual([]);

  await max.fill('1000');
  await max.press('Enter');
  await expect.poll(() => param(page, 'priceMax')).toBe('1000');
  await expect(filters(page).getByTestId('price-error')).toBeHidden();
  await settled(page);
  for (const price of await prices(page)) {
    expect(price).toBeGreaterThanOrEqual(500);
    expect(price).toBeLessThanOrEqual(1000);
  }

  await filters(page)
    .getByRole('radio', { name: /4 stars & up/ })
    .click();
  await expect(filters(page).getByRole('radio', { name: /4 stars & up/ })).toBeChecked();
  await expect.poll(() => param(page, 'ratingMin')).toBe('4');
  await settled(page);
  const ratings = await cards(page)
    .getByTestId('product-rating')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label')));
  for (const label of ratings) expect(label).toMatch(/^Rated [45] out of 5$/);
});

test('a hand-edited URL with bad values shows the search without them; an empty result offers to clear', async ({
  page,
}, info) => {
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/apps/shop/search') && response.status() >= 400) {
      refused.push(`${response.status()} ${response.url()}`);
    }
  });
  await openShop(
    page,
    info,
    `${SHOP}?q=tape&page=0&sort=cheapest&priceMin=-5&perPage=13&ratingMin=9&freeShipping=maybe&layout=table`,
  );
  await expect.poll(() => new URL(page.url()).search).toBe('?q=tape');
  await settled(page);
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByTestId('search-input')).toHaveValue('tape');

  await visit(page, `${SHOP}?q=tape&priceMin=900&priceMax=100`);
  await expect.poll(() => param(page, 'priceMin')).toBe('100');
  await expect.poll(() => param(page, 'priceMax')).toBe('900');
  await settled(page);

  await visit(page, `${SHOP}?q=no+product+is+called+like+this&freeShipping=true`);
  await expect(page.getByTestId('search-empty')).toBeVisible();
  await expect(page.getByTestId('result-count')).toHaveText('0 results');
  await page.getByTestId('empty-clear').click();
  await expect.poll(() => param(page, 'freeShipping')).toBeNull();
  expect(param(page, 'q')).toBe('no product is called like this');
  expect(refused).toEqual([]);
});

test('the cart and wish buttons of a card change at once and keep their state', async ({
  page,
}, info) => {
  // a basket of the test's own (a fresh person on the server): the other tests' do not change it
  await openShopAsOwnPerson(page, info, `${SHOP}?category=Office+goods&sort=price-desc`);
  await settled(page);
  const card = cards(page).nth(2);
  const name = (await card.getByTestId('product-name').textContent())!;
  const wish = card.getByRole('button', { name: new RegExp(`wish list$`) });
  const cart = card.getByRole('button', { name: new RegExp(`cart$`) });
  await expect(wish).toHaveAttribute('aria-pressed', /true|false/);
  const wished = (await wish.getAttribute('aria-pressed')) === 'true';
  const inCart = (await cart.getAttribute('aria-pressed')) === 'true';

  await wish.click();
  await expect(wish).toHaveAttribute('aria-pressed', String(!wished));
  await expect(wish).toHaveAccessibleName(
    `${wished ? 'Add' : 'Remove'} ${name} ${wished ? 'to' : 'from'} wish list`,
  );
  await cart.click();
  await expect(cart).toHaveAttribute('aria-pressed', String(!inCart));

  await page.reload();
  await settled(page);
  await expect(wish).toHaveAttribute('aria-pressed', String(!wished));
  await expect(cart).toHaveAttribute('aria-pressed', String(!inCart));

  // put back as it was
  await wish.click();
  await expect(wish).toHaveAttribute('aria-pressed', String(wished));
  await cart.click();
  await expect(cart).toHaveAttribute('aria-pressed', String(inCart));
});

test('a search that fails says so with Try again, which searches again', async ({ page }, info) => {
  await openShop(page, info);
  // the page's own fetch refuses searches
  await page.evaluate(() => {
    const w = window as unknown as { failSearch: boolean };
    w.failSearch = true;
    const real = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (w.failSearch && url.includes('/api/apps/shop/search')) {
        return new Response(JSON.stringify({ error: 'Down', code: 'serverError' }), {
          status: 503,
          headers: { 'Content-Type': 'application/json' },
        });
      }
      return real(input, init);
    };
  });
  await page.getByTestId('search-input').fill('gloves');
  const error = page.getByTestId('search-error');
  await expect(error).toBeVisible();
  await expect(error).toContainText('Something went wrong on our side.');
  await page.evaluate(() => {
    (window as unknown as { failSearch: boolean }).failSearch = false;
  });
  await error.getByRole('button', { name: 'Try again' }).click();
  await expect(error).toBeHidden();
  await settled(page);
  expect(param(page, 'q')).toBe('gloves');
  await expect(cards(page).first()).toContainText(/gloves/i);
});

test('on a phone the filters are in a drawer, its button counts the chosen filters', async ({
  page,
}, info) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openShop(page, info);
  await expect(page.getByRole('complementary', { name: 'Filters' })).toBeHidden();
  const button = page.getByTestId('filters-button');
  await expect(button).toHaveAccessibleName('Filters, 0 chosen');
  await button.click();
  const drawer = page.getByTestId('filters-drawer');
  await expect(drawer.getByTestId('filters-panel')).toBeVisible();
  await chooseCategory(page, 'Safety gear');
  await expect.poll(() => param(page, 'category')).toBe('Safety gear');
  await settled(page);
  await filters(page).getByTestId('free-shipping').click();
  await expect.poll(() => param(page, 'freeShipping')).toBe('true');
  await settled(page);
  const count = await total(page);
  await expect(drawer.getByTestId('show-results')).toHaveText(`Show ${count} results`);
  await drawer.getByTestId('show-results').click();
  await expect(drawer.getByTestId('filters-panel')).toBeHidden();
  await expect(button).toHaveAccessibleName('Filters, 2 chosen');
  // the cards fit the phone's width
  const box = await cards(page).first().boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
});

test('axe in light, then its colour rules in dark: no serious or critical violation in the grid, the list and the drawer', async ({
  page,
}, info) => {
  test.setTimeout(150_000); // three screens through axe twice: what two tests of 90 s did
  await useSettings(page.context(), { theme: 'light', layout: 'vertical' });
  await openShop(page, info, `${SHOP}?category=Packing&brands=3M&ratingMin=2`);
  // every rule in light, then the colour rules in dark (e2e/support/axe.ts, COLOUR_RULES)
  const check = (screen: string) => expectAxeCleanInLightThenDark(page, screen);
  await check('the grid');
  await page.getByTestId('layout').locator('label').filter({ hasText: 'List' }).click();
  await settled(page);
  await check('the list');

  const drawer = page.getByTestId('filters-drawer');
  const panel = drawer.getByTestId('filters-panel');
  const openDrawer = async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    // a click while the phone layout is still taking over has been lost once (CI): click again
    // only while the drawer has not opened
    await expect(async () => {
      if (!(await panel.isVisible())) await page.getByTestId('filters-button').click();
      await expect(panel).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 20_000 });
    // drawn whole: visible from the first frame of its opening, when it is still transparent
    await expect(drawer.getByRole('dialog')).toHaveCSS('opacity', '1');
  };
  await openDrawer();
  expect(await seriousViolations(page), 'the drawer, light').toEqual([]);
  // a phone has no switch in its header, and the open drawer covers the page: closed, switched
  // at the width the tests start with, and opened again on the phone
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 720 });
  await switchTheme(page, 'dark');
  await openDrawer();
  expect(await seriousColourViolations(page), 'the drawer, dark').toEqual([]);
});
