/**
 * Screenshots of the overlay and feedback component pages (docs/decisions/0064): each page whole,
 * light and dark, at 390 and 1366 px; then the overlays open (a dialog with its validation message,
 * a menu, a drawer, the rail folded, a notification with its action). Not a test.
 *   SCREENSHOTS=1 npx playwright test --project=screenshots comp-overlays.shots
 * Written to reports/screenshots/comp-overlays/.
 */
import { expect, test, type Page } from '@playwright/test';
import { signIn, useSettings } from './support/spine';

const PAGES = ['loading', 'notifications', 'dropdown', 'dialogs', 'popup', 'sidebar', 'navbar'];
const DIR = 'reports/screenshots/comp-overlays';

async function open(page: Page, name: string) {
  await page.goto(`/components/${name}`);
  await expect(page.getByTestId(`component-${name}-examples`)).toBeVisible({ timeout: 30_000 });
  await page.waitForTimeout(600);
}

for (const theme of ['light', 'dark'] as const) {
  for (const width of [390, 1366]) {
    test(`comp-overlays ${theme} ${width}`, async ({ page, context, baseURL }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
      await signIn(context, 'admin', baseURL!);
      await useSettings(context, { theme, layout: 'vertical' });
      for (const name of PAGES) {
        await open(page, name);
        await page.screenshot({ path: `${DIR}/${name}-${theme}-${width}.png`, fullPage: true });
      }
      const shot = (name: string) =>
        page.screenshot({ path: `${DIR}/${name}-${theme}-${width}.png` });

      await open(page, 'dialogs');
      await page.getByTestId('prompt-open').click();
      await page.getByRole('button', { name: 'Assign', exact: true }).click();
      await page.waitForTimeout(400);
      await shot('open-prompt-error');
      await page.keyboard.press('Escape');

      await open(page, 'dropdown');
      await page.getByRole('button', { name: 'Shipment actions' }).click();
      await page.waitForTimeout(400);
      await shot('open-menu');
      await page.keyboard.press('Escape');

      await open(page, 'loading');
      await page.getByTestId('overlay-refresh').click();
      await page.getByTestId('full-page-open').click();
      await page.waitForTimeout(500);
      await shot('open-full-page-loader');
      await page.keyboard.press('Escape');

      await open(page, 'notifications');
      await page.getByTestId('notification-archive').click();
      await page.getByTestId('notify-success').click();
      await page.waitForTimeout(600);
      await shot('open-notifications');

      await open(page, 'popup');
      await page.getByRole('button', { name: 'Book a pickup' }).click();
      await page.getByRole('button', { name: 'Book the pickup' }).click();
      await page.waitForTimeout(400);
      await shot('open-pickup-form');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Open the container manifest' }).click();
      await page.waitForTimeout(400);
      await shot('open-full-screen');
      await page.keyboard.press('Escape');

      await open(page, 'sidebar');
      await page.getByTestId('sidebar-rail-toggle').click();
      await page.waitForTimeout(300);
      await page.getByTestId('example-rail').screenshot({
        path: `${DIR}/rail-folded-${theme}-${width}.png`,
      });
      await page.getByTestId('drawer-bottom').click();
      await page.waitForTimeout(500);
      await shot('open-drawer-bottom');
    });
  }
}
