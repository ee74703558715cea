/**
 * Screenshots of the "Track a shipment" box saying a number is mistyped (issue 37: the message in
 * the error colour, the hint dimmed), on /track (inside a card) and /home, light and dark, at 390
 * and 1366 px. Written to reports/screenshots/track-form/. Not a test.
 *   SCREENSHOTS=1 npx playwright test --project=screenshots track-form-colours.shots
 */
import { expect, test } from '@playwright/test';
import { makeTrackingNumber } from '../api/modules/shipments/contract-tracking-number';
import { openSitePage } from './support/site-page';

const valid = makeTrackingNumber(Uint32Array.from([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]));
const mistyped = `${valid.slice(0, 5)}${valid[5] === 'A' ? 'B' : 'A'}${valid.slice(6)}`;

for (const [path, id] of [
  ['/track', 'track'],
  ['/home', 'home-track'],
] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    for (const width of [390, 1366] as const) {
      test(`${id} mistyped ${scheme} ${width}`, async ({ page }) => {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
        await openSitePage(page, path, { scheme });
        await page.getByTestId(`${id}-input`).fill(mistyped);
        await expect(page.getByTestId(`${id}-error`)).toBeVisible();
        await page.getByTestId(`${id}-form`).scrollIntoViewIfNeeded();
        await page.screenshot({
          path: `reports/screenshots/track-form/${id}-mistyped-${scheme}-${width}.png`,
        });
      });
    }
  }
}
