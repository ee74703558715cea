/**
 * Screenshots of the checkout, the invoice and the navbar's cart (docs/decisions/0060): the cart
 * step with the summary, the address step with its messages, the payment step, the confirmation,
 * the invoice on screen and in print media, the navbar's dropdown and the empty cart; light and
 * dark, at 390, 1366 and 1920 px. Not a test.
 *   SCREENSHOTS=1 npx playwright test --project=screenshots shop-checkout.shots
 * Written to reports/screenshots/shop-checkout/.
 */
import { expect, test, type Page } from '@playwright/test';
import { callApi } from './support/call-api';
import { openShop, TAPE_DISPENSER } from './support/shop';
import { useSettings } from './support/spine';

const DIR = 'reports/screenshots/shop-checkout';

/**
 * Empties the cart and puts `count` products in it: the tape dispenser in blue, 72 mm (a line with
 * options), then the first others of the catalogue.
 */
async function cartOf(page: Page, count: number) {
  const cart = await callApi<{ items: { objectID: number }[] }>(page, 'GET', '/api/apps/shop/cart');
  for (const item of cart.data.items) {
    await callApi(page, 'DELETE', `/api/apps/shop/cart/items/${item.objectID}`);
  }
  const search = await callApi<{ hits: { objectID: number }[] }>(
    page,
    'GET',
    '/api/apps/shop/search?perPage=12',
  );
  await callApi(page, 'POST', '/api/apps/shop/cart/toggle', {
    objectID: TAPE_DISPENSER,
    options: { Colour: 'Blue', Size: '72 mm' },
  });
  const others = search.data.hits.filter((hit) => hit.objectID !== TAPE_DISPENSER);
  for (const hit of others.slice(0, count - 1)) {
    await callApi(page, 'POST', '/api/apps/shop/cart/toggle', { objectID: hit.objectID });
  }
}

for (const theme of ['light', 'dark'] as const) {
  for (const width of [390, 1366, 1920]) {
    test(`shop checkout ${theme} ${width}`, async ({ page, context }, info) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: width < 500 ? 844 : width > 1500 ? 1080 : 900 });
      await useSettings(context, { theme, layout: 'vertical' });
      const shot = (name: string, fullPage = false) =>
        page.screenshot({ path: `${DIR}/${name}-${theme}-${width}.png`, fullPage });

      await openShop(page, info, '/pages/profile');
      await cartOf(page, 3);
      await page.getByTestId('navbar-cart').click();
      await expect(page.getByTestId('basket-item')).toHaveCount(3);
      await expect(page.getByTestId('navbar-cart-count')).toHaveAttribute('data-count', '3');
      await page.waitForTimeout(300);
      await shot('navbar-dropdown');
      await page.getByTestId('basket-checkout').click();
      await expect(page.getByTestId('cart-line')).toHaveCount(3);
      await page.waitForTimeout(400);
      await shot('cart', true);

      await page.getByTestId('checkout-next').click();
      await page.getByTestId('address-fullName').fill('');
      await page.getByTestId('address-postalCode').fill('1234');
      await page.getByTestId('checkout-next').click();
      await expect(page.getByTestId('address-alert')).toBeVisible();
      await shot('address-errors', true);
      await page.getByTestId('address-fullName').fill('Somchai Jaidee');
      await page.getByTestId('address-phone').fill('+66 2 123 4567');
      await page.getByTestId('address-line1').fill('99 Rama IV Road, Khlong Toei');
      await page.getByTestId('address-city').fill('Bangkok');
      await page.getByTestId('address-postalCode').fill('10110');
      await page.getByTestId('checkout-next').click();
      await expect(page.getByTestId('checkout-screen')).toHaveAttribute('data-step', 'payment');
      await shot('payment', true);
      await page.getByTestId('place-order').click();
      await expect(page.getByTestId('order-confirmation')).toBeVisible();
      await shot('confirmation');

      await page.getByTestId('order-invoice-link').click();
      await expect(page.getByTestId('invoice-line')).toHaveCount(3);
      await page.waitForTimeout(400);
      await shot('invoice', true);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.emulateMedia({ media: 'print' });
      await page.waitForTimeout(300);
      await shot('invoice-print', true);
      await page.emulateMedia({ media: 'screen' });

      await page.getByTestId('navbar-cart').click();
      await expect(page.getByTestId('basket-empty')).toBeVisible();
      await shot('navbar-empty');
      // the screenshots run on the server, where a page loaded again keeps the data
      await page.goto('/apps/eCommerce/checkout');
      await expect(page.getByTestId('cart-empty')).toBeVisible();
      await shot('empty');
    });
  }
}
