/**
 * The dashboard header's theme switch: a screen read in light and then in dark is one page,
 * repainted by the switch (docs/decisions/0072-axe-colours-in-the-other-theme.md). The public site
 * has a switch of its own (`color-scheme-toggle`).
 */
import { expect, type Page } from '@playwright/test';
import { seriousColourViolations, seriousViolations } from './axe';

/** Clicks the header's switch to `scheme` and waits until the page is painted in it. */
export async function switchTheme(page: Page, scheme: 'light' | 'dark') {
  await page
    .getByRole('button', { name: `Switch to the ${scheme} theme` })
    .first()
    .click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
}

/**
 * A screen shown in light: every axe rule, then the colour rules once the switch has repainted it
 * in dark, then back to light for what the test does next. `screen` names the read in a failure.
 */
export async function expectAxeCleanInLightThenDark(page: Page, screen: string) {
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  expect(await seriousViolations(page), `${screen}, light`).toEqual([]);
  await switchTheme(page, 'dark');
  expect(await seriousColourViolations(page), `${screen}, dark`).toEqual([]);
  await switchTheme(page, 'light');
}
