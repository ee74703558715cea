/**
 * The shop's checkout, the invoice and the navbar's cart (docs/decisions/0059 and 0060;
 * docs/product.md, the shop): a cart set up through the API, the navbar's count and dropdown, the
 * cart step's changes, the address step's checks beside each field, placing the order, its invoice,
 * the empty cart, an unknown invoice, and axe in light and dark, in server mode. Browser mode runs
 * the shop's whole flow in e2e/shop.both-modes.spec.ts.
 *
 * Each test shops as a person no other test uses (openShop of e2e/support/shop.ts): a fresh staff
 * person on the server.
 */
import type { Page } from '@playwright/test';
import { test } from './support/test';
import { expect } from './auth-helpers';
import { seriousViolations } from './support/axe';
import { callApi } from './support/call-api';
import { openShop, TAPE_DISPENSER } from './support/shop';
import { useSettings } from './support/spine';

/** A call to the shop's API from the page. */
async function shopApi<T>(page: Page, method: string, path: string, body?: unknown) {
  const reply = await callApi<T>(page, method, `/api/apps/shop${path}`, body);
  expect(reply.status, `${method} ${path}`).toBeLessThan(300);
  return reply.data;
}

interface Hit {
  objectID: number;
  name: string;
}

/** Empties the cart and puts these products in it (one piece each); answers them. */
async function cartOf(page: Page, count: number): Promise<Hit[]> {
  const cart = await shopApi<{ items: Hit[] }>(page, 'GET', '/cart');
  for (const item of cart.items) await shopApi(page, 'DELETE', `/cart/items/${item.objectID}`);
  const { hits } = await shopApi<{ hits: Hit[] }>(page, 'GET', '/search?perPage=12');
  const chosen = hits.slice(0, count);
  for (const hit of chosen) await shopApi(page, 'POST', '/cart/toggle', { objectID: hit.objectID });
  return chosen;
}

const cartCount = (page: Page) => page.getByTestId('navbar-cart-count');
const wishCount = (page: Page) => page.getByTestId('navbar-wish-count');
const lines = (page: Page) => page.getByTestId('cart-line');
const screen = (page: Page) => page.getByTestId('checkout-screen');

/** Opens the navbar's cart (it reads the cart) and goes to checkout by its button. */
async function checkoutByNavbar(page: Page, items: number) {
  await page.getByTestId('navbar-cart').click();
  const dropdown = page.getByTestId('basket-dropdown');
  await expect(dropdown.getByTestId('basket-item')).toHaveCount(items);
  await dropdown.getByTestId('basket-checkout').click();
  await expect(screen(page)).toHaveAttribute('data-step', 'cart');
  await expect(lines(page)).toHaveCount(items);
}

/** Fills the address step with a well-formed address and goes on to the payment step. */
async function fillAddress(page: Page) {
  const form = page.getByTestId('address-form');
  await form.getByTestId('address-fullName').fill('Anna Schmidt');
  await form.getByTestId('address-phone').fill('+66 2 123 4567');
  await form.getByTestId('address-line1').fill('99 Rama IV Road');
  await form.getByTestId('address-city').fill('Bangkok');
  await form.getByTestId('address-postalCode').fill('10110');
  await page.getByTestId('checkout-next').click();
  await expect(screen(page)).toHaveAttribute('data-step', 'payment');
}

test('checkout: the navbar cart, the cart step, the address checks, the order and its invoice', async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await openShop(page, info, '/pages/profile');
  const products = await cartOf(page, 3);
  const basket = await shopApi<{ subtotal: number; wishList: number[] }>(page, 'GET', '/basket');
  const wishedAfter = new Set([...basket.wishList, products[2].objectID]).size;

  // the navbar: the dropdown's items and subtotal (the server's), and the count follows
  await page.getByTestId('navbar-cart').click();
  const dropdown = page.getByTestId('basket-dropdown');
  await expect(dropdown.getByTestId('basket-item')).toHaveCount(3);
  await expect(cartCount(page)).toHaveAttribute('data-count', '3');
  const subtotal = await dropdown.getByTestId('basket-subtotal').textContent();
  expect(subtotal?.replace(/[^\d]/g, '')).toBe(String(basket.subtotal));
  await dropdown.getByTestId('basket-checkout').click();
  await expect(dropdown).toBeHidden();
  await expect(screen(page)).toHaveAttribute('data-step', 'cart');

  // the cart step: a quantity, a removal and a move to the wish list; the navbar follows
  await expect(lines(page)).toHaveCount(3);
  const first = lines(page).filter({ hasText: products[0].name });
  await first.getByTestId('cart-quantity').fill('3');
  await first.getByTestId('cart-quantity').blur();
  await expect(cartCount(page)).toHaveAttribute('data-count', '5');
  await expect(page.getByTestId('summary-items')).toContainText('5');
  await lines(page).filter({ hasText: products[1].name }).getByTestId('cart-remove').click();
  await expect(lines(page)).toHaveCount(2);
  await expect(cartCount(page)).toHaveAttribute('data-count', '4');
  await lines(page).filter({ hasText: products[2].name }).getByTestId('cart-move').click();
  await expect(lines(page)).toHaveCount(1);
  await expect(cartCount(page)).toHaveAttribute('data-count', '3');
  await expect(wishCount(page)).toHaveAttribute('data-count', String(wishedAfter));
  await expect(page.getByTestId('summary-items')).toContainText('3');
  const cart = await shopApi<{
    items: { objectID: number; quantity: number }[];
    totals: { total: number };
  }>(page, 'GET', '/cart');
  expect(cart.items).toEqual([
    expect.objectContaining({ objectID: products[0].objectID, quantity: 3 }),
  ]);
  await expect(page.getByTestId('total-total')).toHaveText(/\d/);
  expect((await page.getByTestId('total-total').textContent())?.replace(/[^\d]/g, '')).toBe(
    String(cart.totals.total),
  );
  expect(await seriousViolations(page)).toEqual([]);

  // the address step: a message beside each wrong field
  await page.getByTestId('checkout-next').click();
  await expect(screen(page)).toHaveAttribute('data-step', 'address');
  const form = page.getByTestId('address-form');
  await form.getByTestId('address-fullName').fill('');
  await page.getByTestId('checkout-next').click();
  await expect(screen(page)).toHaveAttribute('data-step', 'address');
  for (const field of ['fullName', 'phone', 'line1', 'city', 'postalCode']) {
    await expect(form.getByTestId(`address-${field}`)).toHaveAttribute('aria-invalid', 'true');
  }
  await expect(form.getByText('Fill in this field.')).toHaveCount(5);
  await expect(form.getByTestId('address-fullName')).toBeFocused();
  await form.getByTestId('address-fullName').fill('Somchai Jaidee');
  await form.getByTestId('address-phone').fill('12');
  await form.getByTestId('address-line1').fill('99 Rama IV Road');
  await form.getByTestId('address-city').fill('Bangkok');
  await form.getByTestId('address-postalCode').fill('1234');
  await expect(form.getByText('A Thai postal code is five digits, e.g. 10110.')).toBeVisible();
  await expect(form.getByText(/Enter a phone number of 6 to 15 digits/)).toBeVisible();
  await expect(form.getByTestId('address-fullName')).not.toHaveAttribute('aria-invalid', 'true');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId('checkout-next').click();
  await expect(screen(page)).toHaveAttribute('data-step', 'address');
  await form.getByTestId('address-phone').fill('+66 2 123 4567');
  await form.getByTestId('address-postalCode').fill('10110');
  await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);
  await page.getByTestId('checkout-next').click();

  // the payment step: the method, then the order
  await expect(screen(page)).toHaveAttribute('data-step', 'payment');
  await expect(page.getByTestId('address-lines')).toContainText('Somchai Jaidee');
  await page.getByTestId('payment-company-account').check();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('order-confirmation')).toBeVisible();
  const number = (await page.getByTestId('order-number').textContent())!;
  expect(number).toMatch(/^SO-\d{4}-\d{6,}$/);
  // the cart is empty after
  await expect(cartCount(page)).toHaveAttribute('data-count', '0');
  expect(await seriousViolations(page)).toEqual([]);

  // the invoice: the lines and the server's totals
  await page.getByTestId('order-invoice-link').click();
  await expect(page).toHaveURL(new RegExp(`/pages/invoice\\?order=${number}$`));
  const invoice = page.getByTestId('invoice-document');
  await expect(invoice.getByTestId('invoice-number')).toHaveText(number);
  await expect(invoice.getByTestId('invoice-line')).toHaveCount(1);
  await expect(invoice.getByTestId('invoice-line')).toContainText(products[0].name);
  await expect(invoice.getByTestId('invoice-line')).toContainText('3');
  await expect(invoice.getByTestId('invoice-payment')).toHaveText('Company account');
  const { order } = await shopApi<{ order: { totals: Record<string, number> } }>(
    page,
    'GET',
    `/orders/${number}`,
  );
  expect(order.totals.total).toBe(cart.totals.total);
  const digits = async (testId: string) =>
    (await invoice.getByTestId(testId).textContent())?.replace(/[^\d]/g, '');
  expect(await digits('total-subtotal')).toBe(String(order.totals.subtotal));
  expect(await digits('total-total')).toBe(String(order.totals.total));
  expect(await digits('total-tax')).toBe(String(order.totals.tax));
  expect(await seriousViolations(page)).toEqual([]);

  // the navbar's dropdown of the empty cart
  await page.getByTestId('navbar-cart').click();
  await expect(page.getByTestId('basket-empty')).toBeVisible();
  expect((await shopApi<{ items: unknown[] }>(page, 'GET', '/cart')).items).toEqual([]);
});

test('the chosen colour and size travel with the line: navbar cart, checkout line, order and invoice', async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await openShop(page, info, '/pages/profile');
  await cartOf(page, 0);
  const options = { Colour: 'Blue', Size: '72 mm' };
  await shopApi(page, 'POST', '/cart/toggle', { objectID: TAPE_DISPENSER, options });
  const shown = 'Colour: Blue · Size: 72 mm';

  await page.getByTestId('navbar-cart').click();
  const dropdown = page.getByTestId('basket-dropdown');
  await expect(dropdown.getByTestId('basket-item').getByTestId('line-options')).toHaveText(shown);
  await dropdown.getByTestId('basket-checkout').click();
  await expect(screen(page)).toHaveAttribute('data-step', 'cart');
  await expect(lines(page)).toHaveCount(1);
  await expect(lines(page).getByTestId('line-options')).toHaveText(shown);

  await page.getByTestId('checkout-next').click();
  await expect(screen(page)).toHaveAttribute('data-step', 'address');
  await fillAddress(page);
  await page.getByTestId('payment-company-account').check();
  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('order-confirmation')).toBeVisible();
  const number = (await page.getByTestId('order-number').textContent())!;
  const { order } = await shopApi<{ order: { lines: { objectID: number; options: unknown }[] } }>(
    page,
    'GET',
    `/orders/${number}`,
  );
  expect(order.lines).toEqual([expect.objectContaining({ objectID: TAPE_DISPENSER, options })]);

  await page.getByTestId('order-invoice-link').click();
  const invoice = page.getByTestId('invoice-document');
  await expect(invoice.getByTestId('invoice-number')).toHaveText(number);
  await expect(invoice.getByTestId('invoice-line').getByTestId('line-options')).toHaveText(shown);
  expect(await seriousViolations(page)).toEqual([]);
});

test('an unknown invoice says not found; dark theme passes axe on the steps and the invoice', async ({
  page,
  context,
}, info) => {
  test.setTimeout(90_000);
  await useSettings(context, { theme: 'dark' });
  await openShop(page, info, '/pages/invoice?order=SO-2000-999999');
  await expect(page.getByTestId('invoice-not-found')).toBeVisible();
  await expect(page.getByTestId('invoice-not-found')).toContainText('SO-2000-999999');

  await cartOf(page, 2);
  await checkoutByNavbar(page, 2);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId('checkout-next').click();
  await page.getByTestId('address-fullName').fill('');
  await page.getByTestId('checkout-next').click();
  await expect(page.getByTestId('address-form').locator('[aria-invalid="true"]')).toHaveCount(5);
  expect(await seriousViolations(page)).toEqual([]);
  await fillAddress(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId('place-order').click();
  await page.getByTestId('order-invoice-link').click();
  await expect(page.getByTestId('invoice-line')).toHaveCount(2);
  expect(await seriousViolations(page)).toEqual([]);
});

test('an order of a cart emptied meanwhile: the API refuses (409) and the screen says the cart is empty', async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  await openShop(page, info, '/pages/profile');
  await cartOf(page, 1);
  await checkoutByNavbar(page, 1);
  await page.getByTestId('checkout-next').click();
  await fillAddress(page);
  // another tab empties the cart
  await cartOf(page, 0);
  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('checkout-error')).toContainText('The cart is empty');
  await expect(page.getByTestId('cart-empty')).toBeVisible();
  await expect(page.getByTestId('cart-empty').getByRole('link')).toHaveAttribute(
    'href',
    '/apps/eCommerce/shop',
  );
  await expect(cartCount(page)).toHaveAttribute('data-count', '0');
  expect(await seriousViolations(page)).toEqual([]);
});

test('the invoice without a number is the latest order, or says there is none yet', async ({
  page,
}, info) => {
  await openShop(page, info, '/pages/invoice');
  const { orders } = await shopApi<{ orders: { number: string }[] }>(page, 'GET', '/orders');
  if (orders.length === 0) {
    await expect(page.getByTestId('invoice-none')).toBeVisible();
  } else {
    await expect(page.getByTestId('invoice-number')).toHaveText(orders[0].number);
  }
});
