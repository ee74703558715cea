/**
 * Browser mode (the static demo, the API in the page): no mail leaves it, so under a found
 * shipment the tracking page says that e-mail updates need the company's server instead of
 * offering the follow form (app/features/site/components/track-follow.tsx). Server mode:
 * shipment-mail.spec.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SAMPLE_TRACKING_NUMBER } from '../api/modules/shipments/seed';
import { expect } from './auth-helpers';
import { violations } from './support/axe';
import { test } from './support/test';

const site = JSON.parse(readFileSync(join('app', 'locales', 'en', 'site.json'), 'utf8')) as {
  track: { follow: { title: string; mailOff: string } };
};

test(
  'under a found shipment, the follow form is a line saying mail is off in this demo',
  { tag: '@browser-mode' },
  async ({ page }) => {
    await page.goto(`/track/${SAMPLE_TRACKING_NUMBER}`);
    await expect(page.locator('html')).toHaveAttribute('data-site-hydrated', 'true');
    // the first look-up downloads and starts the in-page back end: slow on a loaded machine
    await expect(page.getByTestId('track-result')).toBeVisible({ timeout: 30_000 });
    const follow = page.getByTestId('track-follow');
    await expect(follow).toBeVisible();
    await expect(follow.getByRole('heading', { level: 2 })).toHaveText(site.track.follow.title);
    await expect(page.getByTestId('track-follow-off')).toHaveText(site.track.follow.mailOff);
    await expect(follow.getByRole('textbox')).toHaveCount(0);
    await expect(follow.getByRole('button')).toHaveCount(0);
    expect(await violations(page)).toEqual([]);
  },
);
