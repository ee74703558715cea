/**
 * Public tracking in both modes (docs/decisions/0066): a seeded shipment's number is looked up on
 * /track/<number>; in browser mode the in-page API answers (it starts on this first call).
 */
import { test } from './support/test';
import { formatTrackingNumber } from '../api/modules/shipments/contract-tracking-number';
import { SAMPLE_TRACKING_NUMBER } from '../api/modules/shipments/seed';
import { expect } from './auth-helpers';

test(
  'a seeded shipment is found by its number, typed into the box',
  { tag: '@browser-mode' },
  async ({ page }) => {
    await page.goto('/track');
    await expect(page.locator('html')).toHaveAttribute('data-site-hydrated', 'true');
    await page.getByTestId('track-input').fill(formatTrackingNumber(SAMPLE_TRACKING_NUMBER));
    await page.getByTestId('track-input').press('Enter');
    await expect(page).toHaveURL(new RegExp(`/track/${SAMPLE_TRACKING_NUMBER}$`));
    // browser mode downloads and starts the in-page back end first: slow on a loaded machine
    const result = page.getByTestId('track-result');
    await expect(result).toBeVisible({ timeout: 30_000 });
    await expect(result.getByRole('heading', { level: 2 })).toHaveText(
      formatTrackingNumber(SAMPLE_TRACKING_NUMBER),
    );
    await expect(result.getByTestId('track-timeline').getByRole('listitem').first()).toBeVisible();
    await expect(result.getByRole('progressbar')).toHaveAttribute('aria-valuenow', /^\d+$/);
  },
);
