/**
 * The Google map page, /charts-and-maps/maps/google-map (docs/product.md section 9, the Google Maps
 * key), in both modes. The builds here have no VITE_GOOGLE_MAPS_API_KEY: the page shows the notice
 * naming the variable and the offices as cards, and asks Google for nothing (not even the map's own
 * code is fetched). The map with a key cannot be tested without a real key.
 */
import type { Page, TestInfo } from '@playwright/test';
import { test } from './support/test';
import { demo, expect, isBrowserMode, signInWithForm } from './auth-helpers';
import { seriousColourViolations, seriousViolations } from './support/axe';
import { signIn, useSettings, watchConsole } from './support/spine';
import { switchTheme } from './support/theme';

const MAP = '/charts-and-maps/maps/google-map';
const OFFICES = 6; // app/brand.ts

async function openMap(page: Page, info: TestInfo) {
  if (isBrowserMode(info)) {
    await signInWithForm(page, demo.admin, { to: MAP });
  } else {
    await signIn(page.context(), 'admin', info.project.use.baseURL!);
    await page.goto(MAP);
  }
  await expect(page.getByTestId('google-map-screen')).toBeVisible();
  await expect(page.getByTestId('office-card')).toHaveCount(OFFICES);
}

/** Every request the page makes from now on, as full URLs. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => urls.push(r.url()));
  return urls;
}

const isGoogle = (url: string) => {
  const host = new URL(url).hostname;
  return (
    host === 'maps.googleapis.com' ||
    host === 'maps.gstatic.com' ||
    host === 'google.com' ||
    host.endsWith('.google.com')
  );
};

test('light, then dark: without a key, a notice and the offices, no request to Google, no console error, axe', async ({
  page,
  context,
}, info) => {
  await useSettings(context, { theme: 'light' });
  const requests = recordRequests(page);
  const errors = watchConsole(page);
  await openMap(page, info);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  const notice = page.getByRole('note');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('The map needs a Google Maps key');
  await expect(notice.getByTestId('map-key-variable')).toHaveText('VITE_GOOGLE_MAPS_API_KEY');
  await expect(page.getByTestId('google-map')).toHaveCount(0);

  const bangkok = page.getByTestId('office-card').filter({ hasText: 'Bangkok' }).first();
  await expect(bangkok.getByRole('heading', { level: 3 })).toHaveText('Bangkok');
  await expect(bangkok.getByTestId('office-kind')).toHaveText('Head office');
  await expect(bangkok).toContainText('1188 Rama IV Road');
  const osm = bangkok.getByRole('link', { name: 'OpenStreetMap: Bangkok (opens in a new tab)' });
  await expect(osm).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\/\?mlat=13\.7189/);
  await expect(osm).toHaveAttribute('target', '_blank');
  const google = bangkok.getByRole('link', { name: 'Google Maps: Bangkok (opens in a new tab)' });
  await expect(google).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\//);
  await expect(google).toHaveAttribute('rel', /noopener/);
  // every kind of office named in words
  await expect(page.getByTestId('office-kind')).toHaveText([
    'Head office',
    'Port office',
    'Air cargo office',
    'Border office',
    'Border office',
    'Representative office',
  ]);

  // a moment for anything late (the live event stream keeps the network from ever idling)
  await page.waitForTimeout(1500);
  const noGoogle = () => {
    expect(requests.filter(isGoogle)).toEqual([]);
    // nor the map's code: the lazy chunk with @vis.gl/react-google-maps is never fetched
    expect(
      requests.filter((u) => /office-map|react-google-maps/i.test(new URL(u).pathname)),
    ).toEqual([]);
  };
  noGoogle();
  expect(errors).toEqual([]);
  expect(await seriousViolations(page), 'light').toEqual([]);

  // dark, on the same page: the header's switch repaints it; still the notice and the offices,
  // nothing asked of Google, no console error, and axe's colour rules (e2e/support/axe.ts)
  await switchTheme(page, 'dark');
  await expect(notice).toBeVisible();
  await expect(notice.getByTestId('map-key-variable')).toBeVisible();
  await expect(page.getByTestId('office-card')).toHaveCount(OFFICES);
  await expect(page.getByTestId('google-map')).toHaveCount(0);
  expect(await seriousColourViolations(page), 'dark').toEqual([]);
  noGoogle();
  expect(errors).toEqual([]);
});

test('a phone shows the notice and the cards without sideways scrolling', async ({
  page,
}, info) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openMap(page, info);
  await expect(page.getByRole('note')).toBeVisible();
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    view: document.documentElement.clientWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.view);
});

test('German: the notice and the office kinds are translated', async ({ page }, info) => {
  await openMap(page, info);
  // switched in the header after signing in (the sign-in form of browser mode is read in
  // English; a reload there would start the page's API afresh)
  await page.getByTestId('language-switcher').first().selectOption('de');
  await expect(page.getByRole('note')).toContainText(
    'Die Karte braucht einen Google-Maps-Schlüssel',
  );
  await expect(page.getByTestId('office-kind').first()).toHaveText('Hauptsitz');
});
