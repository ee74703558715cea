/**
 * The customizer's toggle covers nothing (issue 37): at 390 and 1366 px, with the navbar shown
 * (floating, static) and hidden, each button of the people list's last column, brought to the
 * middle of the window (where a toggle fixed at the edge would sit), is the element under its own
 * centre; and on the to-do and calendar apps the toggle stays out of the screen's content box.
 */
import type { Page } from '@playwright/test';
import { test } from './support/test';
import { expect } from './auth-helpers';
import { signIn, useSettings } from './support/spine';

const widths = [390, 1366] as const;
const frames = [
  { name: 'floating navbar, horizontal menu', settings: { layout: 'horizontal' } },
  { name: 'static navbar, side menu', settings: { layout: 'vertical', navbar: 'static' } },
  { name: 'hidden navbar', settings: { layout: 'vertical', navbar: 'hidden' } },
] as const;

/** The labels of the buttons matched by `selector` that something else covers at their centre. */
async function coveredButtons(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const toggle = document.querySelector('[data-testid="customizer-toggle"]')!;
    const covered: string[] = [];
    for (const button of document.querySelectorAll<HTMLElement>(selector)) {
      button.scrollIntoView({ block: 'center', inline: 'center' });
      const box = button.getBoundingClientRect();
      const edge = toggle.getBoundingClientRect();
      const overlaps =
        box.left < edge.right &&
        edge.left < box.right &&
        box.top < edge.bottom &&
        edge.top < box.bottom;
      const under = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (overlaps || !under || !button.contains(under)) {
        covered.push(button.getAttribute('aria-label') ?? button.outerHTML.slice(0, 80));
      }
    }
    return covered;
  }, selector);
}

/** Whether the toggle's box meets the content box (inside the padding) of the screen's <main>. */
async function toggleMeetsContent(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const toggle = document.querySelector('[data-testid="customizer-toggle"]')!;
    const main = document.querySelector('main')!;
    const style = getComputedStyle(main);
    const outer = main.getBoundingClientRect();
    const content = {
      left: outer.left + parseFloat(style.paddingLeft),
      right: outer.right - parseFloat(style.paddingRight),
      top: outer.top + parseFloat(style.paddingTop),
      bottom: outer.bottom - parseFloat(style.paddingBottom),
    };
    const edge = toggle.getBoundingClientRect();
    return (
      edge.left < content.right &&
      content.left < edge.right &&
      edge.top < content.bottom &&
      content.top < edge.bottom
    );
  });
}

for (const width of widths) {
  for (const frame of frames) {
    test(`${width} px, ${frame.name}: the customizer's toggle covers no control`, async ({
      page,
      context,
    }, info) => {
      await signIn(context, 'admin', info.project.use.baseURL!);
      await useSettings(context, { theme: 'light', ...frame.settings });
      await page.setViewportSize({ width, height: width === 390 ? 844 : 768 });
      await page.goto('/apps/user/user-list');
      await expect(page.getByTestId('person-row').first()).toBeVisible();
      const toggle = page.getByTestId('customizer-toggle');
      await expect(toggle).toBeVisible();
      // the people list's Actions column: view, edit and deactivate of every row
      const actions = ['a', 'button']
        .map((tag) => `[data-testid="people-table"] tbody tr td:last-child ${tag}`)
        .join(', ');
      expect(await page.locator(actions).count()).toBeGreaterThan(10);
      expect(await coveredButtons(page, actions)).toEqual([]);
      for (const path of ['/apps/todo/all', '/apps/calendar/vue-simple-calendar']) {
        await page.goto(path);
        await expect(page.getByTestId('page-title')).toBeVisible();
        await expect(toggle).toBeVisible();
        expect(await toggleMeetsContent(page), path).toBe(false);
      }
      // the toggle still opens the customizer
      await toggle.click();
      await expect(page.getByTestId('customizer')).toBeVisible();
    });
  }
}

test('hiding the navbar from the open customizer keeps it open; its toggle goes to the edge', async ({
  page,
  context,
}, info) => {
  await signIn(context, 'admin', info.project.use.baseURL!);
  await useSettings(context, { theme: 'light', layout: 'vertical', navbar: 'floating' });
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/apps/todo/all');
  const toggle = page.getByTestId('customizer-toggle');
  // in the navbar, beside the user menu
  await expect(page.getByRole('banner').getByTestId('customizer-toggle')).toBeVisible();
  await toggle.click();
  const panel = page.getByTestId('customizer');
  await expect(panel).toBeVisible();
  await panel.getByRole('radio', { name: 'Hidden' }).first().check();
  await expect(page.getByTestId('dashboard-layout')).toHaveAttribute('data-navbar', 'hidden');
  await expect(page.getByTestId('user-menu')).toHaveCount(0);
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  // at the right edge of the window, beside the screen's margin
  const box = (await toggle.boundingBox())!;
  const windowWidth = await page.evaluate(() => document.documentElement.clientWidth);
  expect(Math.round(box.x + box.width)).toBe(windowWidth);
  expect(await toggleMeetsContent(page)).toBe(false);
  await toggle.click();
  await panel.getByRole('radio', { name: 'Floating' }).check();
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await expect(panel).toBeVisible();
});
