/**
 * A look at a long folder (not a test): the drafts of a server filled with 5,000 mails beforehand.
 * Prints how long the list takes to show, to scroll to the end and to search.
 */
import { expect, test } from '@playwright/test';
import { signIn } from './support/spine';

test('a folder of 5,000 mails', async ({ page, context, baseURL }) => {
  test.setTimeout(120_000);
  await signIn(context, 'admin', baseURL!);
  let t = Date.now();
  await page.goto('/apps/email/draft');
  await expect(page.getByTestId('mail-row').first()).toBeVisible({ timeout: 60_000 });
  console.log(
    'list shown after',
    Date.now() - t,
    'ms; rows in the DOM:',
    await page.getByTestId('mail-row').count(),
  );
  t = Date.now();
  const longest = await page.evaluate(
    async (step) => {
      const scroller = document.querySelector('[data-testid=mail-scroller]')!;
      let worst = 0;
      for (let i = 0; i < 60; i += 1) {
        const start = performance.now();
        scroller.scrollTop += step;
        await new Promise((r) => requestAnimationFrame(() => r(null)));
        worst = Math.max(worst, performance.now() - start);
      }
      return worst;
    },
    Number(process.env.STEP ?? 2000),
  );
  console.log(
    'scrolling 60 steps took',
    Date.now() - t,
    'ms; longest frame',
    Math.round(longest),
    'ms',
  );
  t = Date.now();
  await page.getByTestId('mail-search').fill('Volume 4321:');
  await expect(page.getByTestId('mail-row')).toHaveCount(1);
  console.log('search answered after', Date.now() - t, 'ms');
  await page.screenshot({ path: 'reports/screenshots/email/volume-1366.png' });
});
