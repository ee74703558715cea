/**
 * The shop from end to end, as a person uses it (docs/decisions/0060; docs/product.md sections 2.3
 * and 4.11), in both modes: search, narrow by a category and a brand and see the counts change,
 * open a product, put it in the cart and see the navbar's count, wish another, reload (server mode:
 * the basket is kept on the server), check out with an address, place the order and read its
 * invoice. Each screen's own details are in shop-search, shop-item and shop-checkout.
 *
 * The person is the test's own (openShop): a fresh staff person on the server; in browser mode the
 * demo admin of the page's own back end, which a reload would start afresh, so that mode moves by
 * the app's links only.
 */
import type { Page } from '@playwright/test';
import { test } from './support/test';
import { expect, isBrowserMode } from './auth-helpers';
import { callApi } from './support/call-api';
import { openShop } from './support/shop';

const count = (page: Page, testId: string) =>
  page.getByTestId(testId).getAttribute('data-count').then(Number);
const results = (page: Page) =>
  page.getByTestId('result-count').getAttribute('data-total').then(Number);
/** A filter of the panel beside the results (the test runs at desktop width). */
const filters = (page: Page) => page.getByTestId('filters-panel').filter({ visible: true });

/** Waits for the result count to differ from `before`; answers the new count. */
async function resultsChange(page: Page, before: number) {
  await expect.poll(() => results(page)).not.toBe(before);
  return results(page);
}

test(
  'search, filter, open a product, cart and wish list, reload, check out, read the invoice',
  { tag: '@browser-mode' },
  async ({ page }, info) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    await openShop(page, info);
    await expect(page.getByTestId('shop-screen')).toBeVisible();
    await expect.poll(() => results(page)).toBeGreaterThan(1000);
    const basket = await callApi<{ cartCount: number; wishList: number[] }>(
      page,
      'GET',
      '/api/apps/shop/basket',
    );
    expect(basket.status).toBe(200);
    await expect.poll(() => count(page, 'navbar-cart-count')).toBe(basket.data.cartCount);

    // search, then a category and a brand: each narrows the results and the facets' counts follow
    const everything = await results(page);
    await page.getByTestId('search-input').fill('tape');
    const tape = await resultsChange(page, everything);
    expect(tape).toBeLessThan(everything);
    await filters(page)
      .getByTestId('category-option')
      .filter({ hasText: /^Packing\s*\d+$/ })
      .click();
    const packing = await resultsChange(page, tape);
    expect(packing).toBeLessThanOrEqual(tape);
    const brand = filters(page).getByRole('checkbox', { name: /^3M \(/ });
    // its label says how many of the results are of that brand: '3M (12)'
    const label = await filters(page)
      .locator('label')
      .filter({ hasText: /^3M\s*\(/ })
      .textContent();
    const brandCount = Number(label?.match(/\((\d+)\)/)?.[1]);
    await brand.click();
    const threeM = await resultsChange(page, packing);
    expect(threeM).toBe(brandCount);
    expect(new URL(page.url()).searchParams.get('brands')).toBe('3M');

    // open the first product, put it in the cart: the navbar counts it
    const first = page.getByTestId('product-card').first();
    const name = (await first.getByTestId('product-name').textContent())!.trim();
    await first.getByTestId('product-name').click();
    await expect(page.getByTestId('item-name')).toHaveText(name);
    await page.getByTestId('item-add-to-cart').click();
    await expect(page.getByTestId('item-in-cart')).toBeVisible();
    await expect.poll(() => count(page, 'navbar-cart-count')).toBe(basket.data.cartCount + 1);

    // back to the results (the search is in the address), wish another product
    await page.goBack();
    await expect.poll(() => results(page)).toBe(threeM);
    const second = page.getByTestId('product-card').nth(1);
    const wishedName = (await second.getByTestId('product-name').textContent())!.trim();
    const wishedBefore = await count(page, 'navbar-wish-count');
    await second.getByRole('button', { name: `Add ${wishedName} to wish list` }).click();
    await expect.poll(() => count(page, 'navbar-wish-count')).toBe(wishedBefore + 1);

    if (!isBrowserMode(info)) {
      // the basket is the server's: a reload keeps the search, the cart and the wish list
      await page.reload();
      await expect.poll(() => results(page)).toBe(threeM);
      await expect.poll(() => count(page, 'navbar-cart-count')).toBe(basket.data.cartCount + 1);
      await expect.poll(() => count(page, 'navbar-wish-count')).toBe(wishedBefore + 1);
      await expect(
        page.getByRole('button', { name: `Remove ${wishedName} from wish list` }),
      ).toHaveAttribute('aria-pressed', 'true');
    }

    // check out from the navbar's cart: the cart, the address, the payment
    await page.getByTestId('navbar-cart').click();
    await expect(page.getByTestId('basket-dropdown').getByTestId('basket-item')).toContainText([
      name,
    ]);
    await page.getByTestId('basket-checkout').click();
    const checkout = page.getByTestId('checkout-screen');
    await expect(checkout).toHaveAttribute('data-step', 'cart');
    await expect(page.getByTestId('cart-line').filter({ hasText: name })).toHaveCount(1);
    await page.getByTestId('checkout-next').click();
    await expect(checkout).toHaveAttribute('data-step', 'address');
    const form = page.getByTestId('address-form');
    await form.getByTestId('address-fullName').fill('Niran Chaiyo');
    await form.getByTestId('address-phone').fill('+66 2 123 4567');
    await form.getByTestId('address-line1').fill('99 Rama IV Road');
    await form.getByTestId('address-city').fill('Bangkok');
    await form.getByTestId('address-postalCode').fill('10110');
    await page.getByTestId('checkout-next').click();
    await expect(checkout).toHaveAttribute('data-step', 'payment');
    await page.getByTestId('place-order').click();
    const number = (await page.getByTestId('order-number').textContent())!.trim();
    expect(number).toMatch(/^SO-\d{4}-\d{6,}$/);
    await expect.poll(() => count(page, 'navbar-cart-count')).toBe(0);

    // the invoice of the order: its number, the product's line and the totals
    await page.getByTestId('order-invoice-link').click();
    await expect(page.getByTestId('invoice-screen')).toBeVisible();
    await expect(page.getByTestId('invoice-number')).toHaveText(number);
    await expect(page.getByTestId('invoice-line').filter({ hasText: name })).toHaveCount(1);
    const order = await callApi<{ order: { totals: { total: number } } }>(
      page,
      'GET',
      `/api/apps/shop/orders/${number}`,
    );
    expect(order.status).toBe(200);
    await expect(page.getByTestId('invoice-screen')).toContainText(
      new Intl.NumberFormat('en', { minimumFractionDigits: 2 }).format(
        order.data.order.totals.total / 100,
      ),
    );
  },
);
