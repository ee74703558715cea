/**
 * Screenshots of every public page, light and dark, 390 px and 1366 px wide, for a person to look
 * at (docs/decisions/0020). A tool, not a test: `npm test` does not run it (playwright.config.ts).
 * Writes reports/site-screenshots/<page>-<scheme>-<width>.png (full page).
 *   SCREENSHOTS=1 npx playwright test --project=screenshots site.shots
 */
import { expect, test } from '@playwright/test';

const pages = [
  '/home',
  '/aboutus/aboutweare',
  '/aboutus/vision-mission',
  '/ourservices/seafreight',
  '/ourservices/airfreight',
  '/ourservices/customs',
  '/ourservices/heavyequipment',
  '/ourservices/crossborder',
  '/Portfolio',
  '/ContactUs',
  '/Management',
];

for (const path of pages) {
  for (const scheme of ['light', 'dark'] as const) {
    for (const width of [390, 1366]) {
      test(`${path} ${scheme} ${width}`, async ({ page }) => {
        await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
        await page.addInitScript((colors) => {
          window.localStorage.setItem('language', 'en');
          window.localStorage.setItem(
            'settings',
            JSON.stringify({ state: { theme: colors }, version: 1 }),
          );
        }, scheme);
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('data-site-hydrated', 'true');
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
        await page.waitForLoadState('networkidle');
        // lazy pictures: scroll them into view so the full-page picture shows them
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 600) {
            window.scrollTo(0, y);
            await new Promise((r) => setTimeout(r, 30));
          }
          window.scrollTo(0, 0);
        });
        await page.waitForLoadState('networkidle');
        const name = `${path.replace(/^\//, '').replace(/\//g, '-')}-${scheme}-${width}.png`;
        await page.screenshot({ path: `reports/site-screenshots/${name}`, fullPage: true });
      });
    }
  }
}
