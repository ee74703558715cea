/**
 * Screenshots of the shop's product page and wish list (docs/adding-a-screen.md section 8): the
 * product, the product in the cart, the wish list, the empty wish list and "not found", light and
 * dark, at 390, 1366 and 1920 px. Not a test.
 *   SCREENSHOTS=1 npx playwright test --project=screenshots shop-item.shots
 * Written to reports/screenshots/shop-item/.
 */
import { expect, test } from '@playwright/test';
import { signIn, useSettings } from './support/spine';

const ITEM = '/apps/eCommerce/item/5546604';

for (const theme of ['light', 'dark'] as const) {
  for (const width of [390, 1366, 1920]) {
    test(`shop item ${theme} ${width}`, async ({ page, context, baseURL }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: width < 500 ? 844 : width > 1500 ? 1080 : 900 });
      await signIn(context, 'admin', baseURL!);
      await useSettings(context, { theme, layout: 'vertical' });
      const shot = (name: string, fullPage = false) =>
        page.screenshot({
          path: `reports/screenshots/shop-item/${name}-${theme}-${width}.png`,
          fullPage,
        });

      // the product as it is, and as it is when in the cart (the server's state, not changed)
      await page.route('**/api/apps/shop/basket', (route) =>
        route.fulfill({ json: { cart: [], wishList: [], cartCount: 0, subtotal: 0 } }),
      );
      await page.goto(ITEM);
      await expect(page.getByTestId('item-name')).toBeVisible({ timeout: 20_000 });
      await expect(
        page.getByTestId('item-related').getByTestId('product-card').first(),
      ).toBeVisible();
      await page.waitForTimeout(300);
      await shot('item');
      await shot('item-full', true);
      await page.unroute('**/api/apps/shop/basket');
      await page.route('**/api/apps/shop/basket', (route) =>
        route.fulfill({
          json: {
            cart: [{ objectID: 5546604, quantity: 3, options: { Colour: 'Blue', Size: '72 mm' } }],
            wishList: [5546604],
            cartCount: 3,
            subtotal: 137_700,
          },
        }),
      );
      await page.reload();
      await expect(page.getByTestId('item-in-cart')).toBeVisible({ timeout: 20_000 });
      await shot('item-in-cart');

      // the wish list: the product and its related ones, drawn from a fixed list
      const { product, related } = (await (
        await page.request.get(`/api/apps/shop/products/5546604`, {
          headers: {
            authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('accessToken'))}`,
          },
        })
      ).json()) as { product: unknown; related: unknown[] };
      await page.route('**/api/apps/shop/wish-list', (route) =>
        route.fulfill({ json: { items: [product, ...related.slice(0, 4)] } }),
      );
      await page.goto('/apps/eCommerce/wish-list');
      await expect(page.getByTestId('wish-card').first()).toBeVisible({ timeout: 20_000 });
      await page.waitForTimeout(300);
      await shot('wish-list');
      await page.unroute('**/api/apps/shop/wish-list');
      await page.route('**/api/apps/shop/wish-list', (route) =>
        route.fulfill({ json: { items: [] } }),
      );
      await page.reload();
      await expect(page.getByTestId('wish-list-empty')).toBeVisible({ timeout: 20_000 });
      await shot('wish-list-empty');

      await page.goto('/apps/eCommerce/item/999999999');
      await expect(page.getByTestId('item-not-found')).toBeVisible({ timeout: 20_000 });
      await shot('not-found');
    });
  }
}

/** German and Thai at 390 px (long words, another script): the product. */
for (const language of ['de', 'th'] as const) {
  test(`shop item ${language} 390`, async ({ page, context, baseURL }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(context, 'admin', baseURL!);
    await useSettings(context, { theme: 'light', layout: 'vertical' });
    await context.addInitScript((l) => window.localStorage.setItem('language', l), language);
    await page.goto(ITEM);
    await expect(page.getByTestId('item-name')).toBeVisible({ timeout: 20_000 });
    await page.waitForTimeout(300);
    await page.screenshot({
      path: `reports/screenshots/shop-item/item-${language}-390.png`,
      fullPage: true,
    });
    await page.getByTestId('item-purchase').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `reports/screenshots/shop-item/purchase-${language}-390.png` });
  });
}
