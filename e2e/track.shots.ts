/**
 * Screenshots of public tracking (docs/decisions/0066) for a person to look at: /track empty, a
 * shipment in transit with several events, a delivered one, an unknown number, a mistyped one;
 * light and dark, 390, 1366 and 1920 px; Thai and Chinese once. A tool, not a test. Writes
 * reports/screenshots/track-<name>-<lang>-<scheme>-<width>.png (full page).
 *   SCREENSHOTS=1 npx playwright test --project=screenshots track.shots
 * Each result page is a public look-up and a stream opening (30 a minute from one address): the
 * list below stays under it.
 */
import { test, type APIRequestContext } from '@playwright/test';
import { makeTrackingNumber } from '../api/modules/shipments/contract-tracking-number';
import type { ShipmentListReply, ShipmentStatus } from '../api/modules/shipments/contract';
import type { LanguageCode } from '../app/lib/i18n/languages';
import { localizedPath } from '../app/lib/i18n/localized-path';
import { demo, expect } from './auth-helpers';

/** A seeded shipment's number with this status and the most events, read with a staff token. */
async function seeded(request: APIRequestContext, status: ShipmentStatus) {
  const login = await request.post('/api/auth/login', { data: demo.editor });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const res = await request.get(`/api/apps/shipments?status=${status}&perPage=50`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const { items } = (await res.json()) as ShipmentListReply;
  expect(items.length, `a seeded ${status} shipment`).toBeGreaterThan(0);
  return items[0]!.trackingNumber;
}

const unknown = makeTrackingNumber(Uint32Array.from([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]));
const mistyped = `${unknown.slice(0, 5)}${unknown[5] === 'A' ? 'B' : 'A'}${unknown.slice(6)}`;

type Shot = {
  name: string;
  number?: 'in-transit' | 'delivered' | 'unknown' | 'mistyped';
  lang?: LanguageCode;
  scheme: 'light' | 'dark';
  width: number;
  ready: string;
};

const shots: Shot[] = [
  // the box on /home, below the hero
  { name: 'home', scheme: 'light', width: 390, ready: 'home-track-form' },
  { name: 'home', scheme: 'dark', width: 1366, ready: 'home-track-form' },
  { name: 'empty', scheme: 'light', width: 390, ready: 'track-form' },
  { name: 'empty', scheme: 'dark', width: 1366, ready: 'track-form' },
  ...([390, 1366, 1920] as const).map((width) => ({
    name: 'in-transit',
    number: 'in-transit' as const,
    scheme: 'light' as const,
    width,
    ready: 'track-result',
  })),
  ...([390, 1366] as const).map((width) => ({
    name: 'in-transit',
    number: 'in-transit' as const,
    scheme: 'dark' as const,
    width,
    ready: 'track-result',
  })),
  { name: 'delivered', number: 'delivered', scheme: 'light', width: 1366, ready: 'track-result' },
  { name: 'delivered', number: 'delivered', scheme: 'dark', width: 390, ready: 'track-result' },
  { name: 'not-found', number: 'unknown', scheme: 'light', width: 390, ready: 'track-not-found' },
  { name: 'not-found', number: 'unknown', scheme: 'dark', width: 1366, ready: 'track-not-found' },
  { name: 'mistyped', number: 'mistyped', scheme: 'light', width: 1366, ready: 'track-mistyped' },
  { name: 'mistyped', number: 'mistyped', scheme: 'dark', width: 390, ready: 'track-mistyped' },
  {
    name: 'in-transit',
    number: 'in-transit',
    lang: 'th',
    scheme: 'light',
    width: 390,
    ready: 'track-result',
  },
  {
    name: 'in-transit',
    number: 'in-transit',
    lang: 'cn',
    scheme: 'dark',
    width: 1366,
    ready: 'track-result',
  },
];

/** the script font of a language and a character it draws */
const scriptFonts = { th: ['Noto Sans Thai', 'ก'], cn: ['Noto Sans SC', '货'] } as const;

for (const shot of shots) {
  const lang: LanguageCode = shot.lang ?? 'en';
  test(`track ${shot.name} ${lang} ${shot.scheme} ${shot.width}`, async ({ page, request }) => {
    const number =
      shot.number === 'unknown'
        ? unknown
        : shot.number === 'mistyped'
          ? mistyped
          : shot.number
            ? await seeded(request, shot.number)
            : undefined;
    await page.setViewportSize({ width: shot.width, height: shot.width < 600 ? 844 : 900 });
    await page.addInitScript(
      ([code, colors]) => {
        window.localStorage.setItem('language', code);
        window.localStorage.setItem(
          'settings',
          JSON.stringify({ state: { theme: colors }, version: 1 }),
        );
      },
      [lang, shot.scheme] as const,
    );
    // the address names the page's language (docs/decisions/0068-language-addresses.md)
    const path = shot.name === 'home' ? '/home' : number ? `/track/${number}` : '/track';
    await page.goto(localizedPath(path, lang));
    await expect(page.locator('html')).toHaveAttribute('data-site-hydrated', 'true');
    await expect(page.getByTestId(shot.ready)).toBeVisible();
    if (shot.name === 'empty') await page.getByTestId('track-input').fill(mistyped.slice(0, 8));
    if (shot.name === 'home') await page.getByTestId('home-track-input').fill(mistyped);
    // the Thai and Chinese faces load with the language (app/lib/i18n/fonts.ts): wait for them, or
    // the picture shows empty boxes where the glyphs go
    if (lang in scriptFonts) {
      const [family, sample] = scriptFonts[lang as keyof typeof scriptFonts];
      await expect
        .poll(() =>
          page.evaluate(async ([f, s]) => (await document.fonts.load(`16px "${f}"`, s)).length, [
            family,
            sample,
          ] as const),
        )
        .toBeGreaterThan(0);
    }
    const name = `track-${shot.name}-${lang}-${shot.scheme}-${shot.width}.png`;
    await page.screenshot({ path: `reports/screenshots/${name}`, fullPage: true });
  });
}
