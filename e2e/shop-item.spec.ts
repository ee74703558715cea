/**
 * The shop's product page and wish list (/apps/eCommerce/item/:itemId, /apps/eCommerce/wish-list),
 * in server mode. The test that changes a cart and a wish list shops as a person no other test
 * uses (a fresh staff person, e2e/support/shop.ts) and empties them through the API first, so that
 * it does not depend on what other tests did. Browser mode runs the shop's whole flow in
 * e2e/shop.both-modes.spec.ts.
 */
import type { Page, TestInfo } from '@playwright/test';
import { test } from './support/test';
import { expect } from './auth-helpers';
import { callApi } from './support/call-api';
import { openShop, TAPE_DISPENSER as FEATURED, itemPath } from './support/shop';
import { signIn, useSettings, watchConsole } from './support/spine';
import { expectAxeCleanInLightThenDark } from './support/theme';

const FEATURED_NAME = 'TapeLine heavy-duty pistol-grip tape dispenser, 48 mm';
const ITEM = itemPath(FEATURED);

/** Opens a path signed in as the demo editor (the tests that change nothing). */
async function open(page: Page, info: TestInfo, path: string) {
  await signIn(page.context(), 'editor', info.project.use.baseURL!);
  await page.goto(path);
}

/** Opens a path as a shopper of the test's own (see above). */
async function openAsOwnShopper(page: Page, info: TestInfo, path: string) {
  await openShop(page, info, path);
}

/** A call of the shop API from the signed-in page, with its token. */
async function shopApi(page: Page, method: string, path: string, body?: unknown) {
  const { status, data } = await callApi<unknown>(page, method, `/api/apps/shop${path}`, body);
  return { status, body: data };
}

interface Basket {
  cart: { objectID: number; quantity: number; options: Record<string, string> }[];
  wishList: number[];
}

const basketOf = async (page: Page) => (await shopApi(page, 'GET', '/basket')).body as Basket;

/** Empties the person's cart and wish list. */
async function emptyBasket(page: Page) {
  const basket = await basketOf(page);
  for (const line of basket.cart) {
    expect((await shopApi(page, 'DELETE', `/cart/items/${line.objectID}`)).status).toBe(200);
  }
  for (const objectID of basket.wishList) {
    expect((await shopApi(page, 'POST', '/wish-list/toggle', { objectID })).status).toBe(200);
  }
  expect(await basketOf(page)).toMatchObject({ cart: [], wishList: [] });
}

const cartQuantity = async (page: Page, objectID: number) =>
  (await basketOf(page)).cart.find((line) => line.objectID === objectID)?.quantity ?? 0;

const cartOptions = async (page: Page, objectID: number) =>
  (await basketOf(page)).cart.find((line) => line.objectID === objectID)?.options;

test('the product: choose an option, 3 pieces to the cart, wish it; the wish list moves it to the cart and removes another', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  await openAsOwnShopper(page, info, ITEM);
  await expect(page.getByTestId('item-name')).toHaveText(FEATURED_NAME);
  await emptyBasket(page);
  // the page reads the emptied basket again
  await page.goto(ITEM);

  const screen = page.getByTestId('item-screen');
  await expect(screen.getByTestId('item-name')).toHaveText(FEATURED_NAME);
  await expect(screen.getByTestId('item-brand')).toHaveText('by TapeLine');
  await expect(screen.getByTestId('item-price')).toHaveText('฿459.00');
  await expect(screen.getByTestId('item-free-shipping')).toBeVisible();
  await expect(screen.getByRole('img', { name: '5 out of 5 stars' }).first()).toBeVisible();
  await expect(screen.getByTestId('item-category')).toHaveText([
    'Packing',
    'Tape',
    'Tape dispensers',
  ]);
  await expect(screen.getByTestId('item-category').nth(1)).toHaveAttribute(
    'href',
    '/apps/eCommerce/shop?category=Packing%20%3E%20Tape',
  );

  // the options: the first value of each is chosen from the start; another one can be chosen
  const colour = screen.getByRole('group', { name: 'Colour' });
  await expect(colour.getByRole('radio', { name: 'Red' })).toBeChecked();
  await colour.getByText('Blue', { exact: true }).click();
  await expect(colour.getByRole('radio', { name: 'Blue' })).toBeChecked();
  await expect(colour.getByRole('radio', { name: 'Red' })).not.toBeChecked();
  const size = screen.getByRole('group', { name: 'Size' });
  await size.getByText('72 mm', { exact: true }).click();
  await expect(size.getByRole('radio', { name: '72 mm' })).toBeChecked();

  // 3 pieces to the cart
  await screen.getByLabel('Quantity').fill('3');
  await screen.getByTestId('item-add-to-cart').click();
  await expect(screen.getByTestId('item-in-cart')).toHaveAttribute('data-quantity', '3');
  await expect(screen.getByText('In cart: 3 pieces')).toBeVisible();
  await expect.poll(() => cartQuantity(page, FEATURED)).toBe(3);
  // the cart's line has the options chosen; in the cart, another colour changes the line
  expect(await cartOptions(page, FEATURED)).toEqual({ Colour: 'Blue', Size: '72 mm' });
  await colour.getByText('Black', { exact: true }).click();
  await expect(colour.getByRole('radio', { name: 'Black' })).toBeChecked();
  await expect.poll(() => cartOptions(page, FEATURED)).toEqual({ Colour: 'Black', Size: '72 mm' });
  await expect(size.getByRole('radio', { name: '72 mm' })).toBeChecked();
  // in the cart, the quantity changes the cart's line
  await screen.getByLabel('Quantity').fill('5');
  await expect.poll(() => cartQuantity(page, FEATURED)).toBe(5);
  await expect(screen.getByTestId('item-checkout')).toHaveAttribute(
    'href',
    '/apps/eCommerce/checkout',
  );
  // taken out, and put back with one piece
  await screen.getByTestId('item-remove-from-cart').click();
  await expect(screen.getByTestId('item-add-to-cart')).toBeVisible();
  await expect.poll(() => cartQuantity(page, FEATURED)).toBe(0);

  // wish it, and a related product too
  const wish = screen
    .getByTestId('item-purchase')
    .getByRole('button', { name: `Add ${FEATURED_NAME} to wish list` });
  await wish.click();
  await expect(
    screen.getByRole('button', { name: `Remove ${FEATURED_NAME} from wish list` }),
  ).toHaveAttribute('aria-pressed', 'true');
  const related = screen.getByTestId('item-related').getByTestId('product-card').first();
  const relatedName = (await related.getByTestId('product-name').textContent())!;
  await related.getByRole('button', { name: `Add ${relatedName} to wish list` }).click();
  await expect.poll(async () => (await basketOf(page)).wishList.length).toBe(2);

  // the wish list, reached through the page's link
  await screen.getByTestId('item-wish-list-link').click();
  await expect(page).toHaveURL(/\/apps\/eCommerce\/wish-list$/);
  const list = page.getByTestId('wish-list-screen');
  const cards = list.getByTestId('wish-card');
  await expect(cards).toHaveCount(2);
  await expect(list.getByTestId('wish-list-count')).toHaveText('2 products in your wish list');
  const featuredCard = cards.filter({ hasText: FEATURED_NAME });
  await expect(featuredCard.getByTestId('wish-price')).toHaveText('฿459.00');

  // move to cart: it leaves the list and is in the cart with one piece
  await featuredCard.getByTestId('wish-move-to-cart').click();
  await expect(cards).toHaveCount(1);
  await expect(page.getByText(`${FEATURED_NAME} is now in your cart`)).toBeVisible();
  await expect.poll(() => cartQuantity(page, FEATURED)).toBe(1);
  expect((await basketOf(page)).wishList).not.toContain(FEATURED);
  // moved without a choice: the first value of each option
  expect(await cartOptions(page, FEATURED)).toEqual({ Colour: 'Red', Size: '48 mm' });

  // remove the other one: the list is empty, with the way to the shop
  await cards.first().getByTestId('wish-remove').click();
  await expect(list.getByTestId('wish-list-empty')).toBeVisible();
  await expect(list.getByText('Your wish list is empty')).toBeVisible();
  await expect(list.getByTestId('wish-list-shop')).toHaveAttribute('href', '/apps/eCommerce/shop');
  await expect.poll(async () => (await basketOf(page)).wishList).toEqual([]);
});

test('pictures switch by click and arrow keys; related products open their own page', async ({
  page,
}, info) => {
  await open(page, info, ITEM);
  const screen = page.getByTestId('item-screen');
  const main = screen.getByTestId('item-main-image');
  await expect(main).toHaveAttribute('alt', FEATURED_NAME);
  await expect(main).toHaveAttribute('src', '/images/shop/tape-2.svg');
  const thumbs = screen.getByTestId('item-thumb');
  await expect(thumbs).toHaveCount(3);
  await thumbs.nth(1).click();
  await expect(main).toHaveAttribute('src', '/images/shop/tape-1.svg');
  await expect(thumbs.nth(1)).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(main).toHaveAttribute('src', '/images/shop/boxes-1.svg');
  await expect(thumbs.nth(2)).toBeFocused();

  const related = screen.getByTestId('item-related').getByTestId('product-card');
  await expect(related.first()).toBeVisible();
  expect(await related.count()).toBeGreaterThan(1);
  const link = related.first().getByTestId('product-name');
  const name = (await link.textContent())!;
  const href = (await link.getAttribute('href'))!;
  expect(href).toMatch(/^\/apps\/eCommerce\/item\/\d+$/);
  expect(href).not.toBe(ITEM);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByTestId('item-name')).toHaveText(name);
  await expect(page.getByTestId('item-main-image')).toHaveAttribute('alt', name);
});

for (const id of ['999999999', 'abc', '99999999999']) {
  test(`an unknown or impossible id (${id}) shows "Product not found" with the way back`, async ({
    page,
  }, info) => {
    const errors = watchConsole(page);
    await open(page, info, `/apps/eCommerce/item/${id}`);
    const notFound = page.getByTestId('item-not-found');
    await expect(notFound.getByRole('heading', { name: 'Product not found' })).toBeVisible();
    await notFound.getByTestId('item-back-to-shop').click();
    await expect(page).toHaveURL(/\/apps\/eCommerce\/shop$/);
    // the browser's own line about the API's 404 or 422 is not the app's error
    expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
  });
}

test('a refused move to the cart or removal puts the product back, with a notification', async ({
  page,
}, info) => {
  await open(page, info, ITEM);
  const product = (await shopApi(page, 'GET', `/products/${FEATURED}`)).body as {
    product: unknown;
  };
  // the page's own fetch answers a wish list of its own (the person's real one is not touched)
  // and refuses the changes after a moment (the card is gone meanwhile)
  await page.evaluate((wished) => {
    const real = window.fetch.bind(window);
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    window.fetch = async (input, init) => {
      const href =
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const path = new URL(href, window.location.href).pathname;
      if (path === '/api/apps/shop/wish-list') return json({ items: [wished] });
      if (
        path === '/api/apps/shop/wish-list/move-to-cart' ||
        path === '/api/apps/shop/wish-list/toggle'
      ) {
        await new Promise((resolve) => setTimeout(resolve, 800));
        return json({ error: 'Not found', code: 'notFound' }, 404);
      }
      return real(input, init);
    };
  }, product.product);
  await page.getByTestId('item-wish-list-link').click();
  const cards = page.getByTestId('wish-card');
  await expect(cards).toHaveCount(1);

  await cards.first().getByTestId('wish-move-to-cart').click();
  await expect(cards).toHaveCount(0);
  await expect(page.getByText('The cart did not change')).toBeVisible();
  await expect(cards).toHaveCount(1);

  await cards.first().getByTestId('wish-remove').click();
  await expect(cards).toHaveCount(0);
  await expect(page.getByText('The wish list did not change')).toBeVisible();
  await expect(cards).toHaveCount(1);
});

test('axe in light, then its colour rules in dark: no serious or critical violation on the product and the wish list', async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  await useSettings(page.context(), { theme: 'light', layout: 'vertical' });
  await open(page, info, ITEM);
  await expect(page.getByTestId('item-name')).toBeVisible();
  await expect(page.getByTestId('item-related').getByTestId('product-card').first()).toBeVisible();
  // every rule in light, then the colour rules once the header's switch has repainted the same
  // screen in dark (e2e/support/axe.ts, COLOUR_RULES), and back to light
  const check = (screen: string) => expectAxeCleanInLightThenDark(page, screen);
  await check('the product');
  await page.getByTestId('item-wish-list-link').click();
  await expect(
    page.getByTestId('wish-card').first().or(page.getByTestId('wish-list-empty')),
  ).toBeVisible();
  await check('the wish list');
});
