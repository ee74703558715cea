/**
 * Screenshots of the calendar (docs/adding-a-screen.md section 8): the month, week and list views,
 * the event panel, the subscribe modal and the phone's side drawer, light and dark, at 390, 1366
 * and 1920 px. Not a test.
 *   SCREENSHOTS=1 npx playwright test --project=screenshots calendar.shots
 * Written to reports/screenshots/calendar/.
 */
import { expect, test } from '@playwright/test';
import { signIn, useSettings } from './support/spine';

for (const theme of ['light', 'dark'] as const) {
  for (const width of [390, 1366, 1920]) {
    test(`calendar ${theme} ${width}`, async ({ page, context, baseURL }) => {
      test.setTimeout(90_000);
      const phone = width < 768;
      await page.setViewportSize({ width, height: phone ? 844 : width > 1500 ? 1080 : 900 });
      await signIn(context, 'admin', baseURL!);
      await useSettings(context, { theme, layout: 'vertical' });
      const shot = (name: string, fullPage = false) =>
        page.screenshot({
          path: `reports/screenshots/calendar/${name}-${theme}-${width}.png`,
          fullPage,
        });
      const view = async (name: string) => {
        await page.getByTestId('calendar-views').getByText(name, { exact: true }).click();
        await page.waitForTimeout(300);
      };

      await page.goto('/apps/calendar/vue-simple-calendar');
      await expect(page.getByTestId('calendar-event').first()).toBeVisible({ timeout: 20_000 });
      if (phone) await shot('list', true);
      await view('Month');
      await shot('month', true);
      await view('Week');
      await shot('week');
      if (!phone) {
        await view('List');
        await shot('list');
      }
      await view('Month');

      if (phone) {
        await page.getByTestId('calendar-menu').click();
        await expect(page.getByTestId('calendar-drawer').getByTestId('add-event')).toBeVisible();
        await page.waitForTimeout(400);
        await shot('drawer');
        await page.keyboard.press('Escape');
        await page.waitForTimeout(400);
      }

      await page.getByTestId('calendar-event').first().click();
      await expect(page.getByTestId('event-form')).toBeVisible();
      await page.waitForTimeout(400);
      await shot('panel');
      await page.keyboard.press('Escape');
      await page.waitForTimeout(400);

      if (phone) await page.getByTestId('calendar-menu').click();
      await page.getByTestId('subscribe').filter({ visible: true }).click();
      await expect(page.getByTestId('feed-url')).toBeVisible();
      await page.waitForTimeout(400);
      await shot('subscribe');
    });
  }
}

// Other languages: FullCalendar's locale (names of days and months, the week's first day) and the
// screen's longer or other-script texts.
for (const language of ['de', 'th', 'cn', 'fr', 'pt'] as const) {
  for (const width of [390, 1366]) {
    test(`calendar ${language} ${width}`, async ({ page, context, baseURL }) => {
      await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
      await signIn(context, 'admin', baseURL!);
      await useSettings(context, { theme: 'light', layout: 'vertical' });
      await context.addInitScript((l) => window.localStorage.setItem('language', l), language);
      await page.goto('/apps/calendar/vue-simple-calendar');
      await expect(page.getByTestId('calendar-event').first()).toBeVisible({ timeout: 20_000 });
      // the month view (the first of the views)
      await page.getByTestId('calendar-views').locator('label').first().click();
      await page.waitForTimeout(300);
      await page.screenshot({
        path: `reports/screenshots/calendar/month-${language}-${width}.png`,
        fullPage: true,
      });
      await page.getByTestId('calendar-event').first().click();
      await expect(page.getByTestId('event-form')).toBeVisible();
      await page.waitForTimeout(400);
      await page.screenshot({
        path: `reports/screenshots/calendar/panel-${language}-${width}.png`,
      });
    });
  }
}
