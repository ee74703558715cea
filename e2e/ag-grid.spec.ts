/**
 * The AG Grid page (/ui-elements/ag-grid-table), in server mode: the people of the directory in AG
 * Grid Community. The quick filter narrows to one person, sorting by name sorts, hiding a column
 * removes its header, two selected rows export as a CSV of exactly those two, the page size
 * changes the rows shown, the dark theme follows the app's colour scheme, in German the grid's own
 * texts are German; axe in light, and its colour rules once the same screen is switched to dark.
 * The tests only read the directory (no changes), and compare what the grid shows with the reply it
 * drew from, so they hold beside other specs that add and rename people.
 * Browser mode draws this screen in e2e/read-screens.browser-mode.spec.ts.
 */
import type { Page } from '@playwright/test';
import { test } from './support/test';
import { readFileSync } from 'node:fs';
import { demo, expect, signInWithForm } from './auth-helpers';
import { seriousColourViolations, seriousViolations } from './support/axe';
import { useSettings } from './support/spine';
import { switchTheme } from './support/theme';

const GRID = '/ui-elements/ag-grid-table';

interface Person {
  id: number;
  name: string;
  email: string;
}

/**
 * Opens the grid; gives the people it drew, from the very reply it drew them from: other specs
 * add people and rename them at the same time, so a second read of the directory may not be what
 * the grid shows (a person renamed between the two was not found by the name in the grid).
 */
async function openGrid(page: Page) {
  await useSettings(page.context(), { theme: 'light', layout: 'vertical' });
  const directory = page.waitForResponse(
    (reply) =>
      reply.request().method() === 'GET' &&
      new URL(reply.url()).pathname === '/api/user-management/users' &&
      reply.ok(),
  );
  await signInWithForm(page, demo.admin, { to: GRID });
  await expect(page.getByTestId('ag-grid-screen')).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
  return (await (await directory).json()) as Person[];
}

const rows = (page: Page) => page.getByTestId('people-grid').locator('.ag-row');

/** The names of the rows shown, in the grid's order (AG Grid's DOM order is not its row order). */
const shownNames = (page: Page) =>
  rows(page).evaluateAll((elements) =>
    elements
      .map((row) => ({
        index: Number(row.getAttribute('row-index')),
        name: row.querySelector('[data-testid="grid-person-name"]')?.textContent ?? '',
      }))
      .sort((a, b) => a.index - b.index)
      .map((row) => row.name),
  );

/** A column's header (not its floating filter, which has the same col-id). */
const header = (page: Page, column: string) =>
  page.locator(`[role="columnheader"][col-id="${column}"]`);

// AG Grid and axe over a whole grid take their time on a loaded 2-core machine
test.describe.configure({ timeout: 90_000 });

test('the grid shows the people; quick filter, sorting, hiding a column and page sizes work; it follows the switch to dark', async ({
  page,
}) => {
  const people = await openGrid(page);
  expect(people.length).toBeGreaterThan(20);
  await expect(rows(page)).toHaveCount(10);
  await expect(page.locator('.ag-paging-row-summary-panel')).toContainText(`${people.length}`);

  // the quick filter narrows to the one person with that address
  const person = people.find(
    (p) => p.email && people.filter((q) => q.email.includes(p.email)).length === 1,
  )!;
  await page.getByLabel('Quick filter').fill(person.email);
  await expect(rows(page)).toHaveCount(1);
  await expect.poll(() => shownNames(page)).toEqual([person.name]);
  await page.getByLabel('Quick filter').fill('');
  await expect(rows(page)).toHaveCount(10);

  // sorting by name: ascending, then descending, in the reader's alphabet
  const sorted = people.map((p) => p.name).sort((a, b) => a.localeCompare(b, 'en'));
  await header(page, 'name').locator('.ag-header-cell-label').click();
  await expect(header(page, 'name')).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(() => shownNames(page)).toEqual(sorted.slice(0, 10));
  await header(page, 'name').locator('.ag-header-cell-label').click();
  await expect(header(page, 'name')).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(() => shownNames(page)).toEqual([...sorted].reverse().slice(0, 10));

  // hiding the email column removes its header; showing it brings it back
  await expect(header(page, 'email')).toBeVisible();
  await page.getByTestId('grid-columns').click();
  await page.getByRole('checkbox', { name: 'Email' }).uncheck();
  await expect(header(page, 'email')).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Email' }).check();
  await expect(header(page, 'email')).toBeVisible();
  await page.keyboard.press('Escape');

  // page sizes: 20 rows, then 100 (every person when fewer)
  for (const size of [20, 100]) {
    await page.getByRole('combobox', { name: 'Page Size' }).click();
    await page.getByRole('option', { name: String(size), exact: true }).click();
    await expect(rows(page)).toHaveCount(Math.min(size, people.length));
  }

  expect(await seriousViolations(page), 'light').toEqual([]);

  // the grid follows the header's switch to dark, without a reload: its own dark scheme and
  // background, its rows kept; axe's colour rules on the same screen (e2e/support/axe.ts)
  const background = () =>
    page.locator('.ag-root-wrapper').evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(await background()).toBe('rgb(255, 255, 255)');
  await switchTheme(page, 'dark');
  await expect(page.getByTestId('people-grid')).toHaveAttribute('data-color-scheme', 'dark');
  await expect
    .poll(async () => {
      const [r, g, b] = (await background()).match(/\d+/g)!.map(Number);
      return r + g + b;
    })
    .toBeLessThan(200);
  await expect(rows(page)).toHaveCount(Math.min(100, people.length));
  expect(await seriousColourViolations(page), 'dark').toEqual([]);
});

test('two selected rows export as a CSV of exactly those two', async ({ page }) => {
  const people = await openGrid(page);
  await expect(page.getByTestId('grid-selected')).toContainText('Selected: 0');
  // the first and third rows, by the grid's row index
  const row = (index: number) =>
    page.getByTestId('people-grid').locator(`.ag-row[row-index="${index}"]`);
  const chosen: Person[] = [];
  for (const index of [0, 2]) {
    await row(index).locator('.ag-selection-checkbox input').check();
    const name = await row(index).getByTestId('grid-person-name').textContent();
    chosen.push(people.find((p) => p.name === name)!);
  }
  await expect(page.getByTestId('grid-selected')).toContainText('Selected: 2');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('grid-export').click(),
  ]);
  expect(download.suggestedFilename()).toBe('people.csv');
  const lines = readFileSync((await download.path())!, 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(lines).toHaveLength(3);
  expect(lines[0]).toContain('"Name"');
  expect(lines[0]).toContain('"Email"');
  for (const person of chosen) {
    expect(lines.filter((line) => line.includes(`"${person.email}"`))).toHaveLength(1);
  }
  // a role is written as the grid shows it, in the reader's language
  expect(lines.slice(1).every((line) => /"(Administrator|Staff|User)"/.test(line))).toBe(true);

  // with nothing selected, the export holds every person
  await page.getByTestId('grid-clear-selection').click();
  await expect(page.getByTestId('grid-selected')).toContainText('Selected: 0');
  const [all] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('grid-export').click(),
  ]);
  const allLines = readFileSync((await all.path())!, 'utf8')
    .trim()
    .split(/\r?\n/);
  expect(allLines).toHaveLength(people.length + 1);
});

test("in German the grid's own texts are German, without a reload", async ({ page }) => {
  await openGrid(page);
  await expect(page.locator('.ag-paging-panel')).toContainText('Page');
  await page.getByTestId('language-switcher').first().selectOption('de');
  await expect(page.getByLabel('Schnellfilter')).toBeVisible();
  await expect(page.locator('.ag-paging-panel')).toContainText('Seite');
  await expect(page.locator('.ag-paging-panel')).not.toContainText('Page');
  await expect(header(page, 'email')).toContainText('E-Mail');
  await expect(rows(page)).toHaveCount(10);
  expect(await seriousViolations(page)).toEqual([]);
});
