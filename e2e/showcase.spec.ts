/**
 * The demonstration pages (/components/*, /forms/*, /extensions/*), each built from
 * example cards (app/components/example/, docs/decisions/0064); the help pages have their own
 * spec. Every built one, signed in, light and dark: the spine's route checks (its title and
 * breadcrumb, its path, its own chunk), its example cards with translated titles, no console
 * error, axe finds nothing serious, and "Show code" shows the example's own source.
 * The list comes from the registry, so a page gets this test the moment it has a module.
 */
import { test } from './support/test';
import { expect } from './auth-helpers';
import { seriousColourViolations, seriousViolations } from './support/axe';
import {
  demonstrationPages as built,
  expectOwnChunk,
  signIn,
  urlOf,
  useSettings,
  watchConsole,
  watchRequests,
} from './support/spine';
import { switchTheme } from './support/theme';

test('at least the first demonstration page is built', () => {
  expect(built.map((p) => p.id)).toContain('component-alert');
});

for (const entry of built) {
  test(`${entry.id}: example cards, no console error, axe in light and dark, show code`, async ({
    page,
    context,
  }, info) => {
    await useSettings(context, { theme: 'light' });
    await signIn(context, 'admin', info.project.use.baseURL!);
    const errors = watchConsole(page);
    const requests = watchRequests(page);
    await page.goto(urlOf(entry));
    const cards = page.locator('section[data-testid^="example-"]');
    await expect(cards.first()).toBeVisible();
    // the spine's route checks (spine.spec.ts leaves these pages to this test): the dashboard's
    // title and breadcrumb, the path kept, the screen its own chunk
    await expect(page.getByTestId('page-title')).toBeVisible();
    await expect(page.getByTestId('breadcrumb')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(urlOf(entry));
    await expectOwnChunk(page, entry.id, requests);
    // every card is named by a translated heading, not a missing key like `alert.colors.title`
    for (const heading of await cards.getByRole('heading', { level: 2 }).allInnerTexts()) {
      expect(heading).not.toMatch(/^[\w-]+(\.[\w-]+)+$/);
    }

    const first = cards.first();
    await first.getByTestId('example-show-code').click();
    const code = first.getByTestId('example-code');
    await expect(code).toContainText('export default function');
    await expect(first.getByTestId('example-show-code')).toHaveAttribute('aria-expanded', 'true');
    // axe reads the page with a code panel open in light, then its colours again in dark: the
    // switch in the header repaints the same screen (e2e/support/axe.ts, COLOUR_RULES)
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
    expect(await seriousViolations(page), 'light').toEqual([]);
    await switchTheme(page, 'dark');
    expect(await seriousColourViolations(page), 'dark').toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('the alert page: a closed alert comes back with "Show again", which takes the focus', async ({
  page,
  context,
}, info) => {
  await signIn(context, 'admin', info.project.use.baseURL!);
  await page.goto('/components/alert');
  const alert = page.getByTestId('closable-alert');
  await alert.getByRole('button', { name: 'Close the alert' }).click();
  await expect(alert).toBeHidden();
  await expect(page.getByTestId('alert-show-again')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('closable-alert')).toBeVisible();
});

test('show code: the code is the example file, copied whole with the copy button', async ({
  page,
  context,
}, info) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(context, 'admin', info.project.use.baseURL!);
  await page.goto('/components/alert');
  const card = page.getByTestId('example-closable');
  await card.getByTestId('example-show-code').focus();
  await page.keyboard.press('Enter');
  const code = card.getByTestId('example-code');
  await expect(code).toContainText("import { Alert, Button, Stack } from '@mantine/core';");
  await expect(code).toContainText('export default function AlertClosable()');
  await card.getByTestId('example-copy').click();
  await expect(card.getByTestId('example-copy')).toHaveText('Copied');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('export default function AlertClosable()');
  expect(copied.startsWith('import ')).toBe(true);
  // hidden again
  await card.getByTestId('example-show-code').click();
  await expect(card.getByTestId('example-show-code')).toHaveAttribute('aria-expanded', 'false');
});
