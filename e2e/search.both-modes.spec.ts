/**
 * The search across everything (docs/product.md section 7.16, /pages/search?q=), in both modes
 * (browser mode: the API in the page, so the tests go on inside the app after signing in, never
 * reloading): an editor's own task is found and another person's is not (made through the API as
 * the admin); a shipment by its tracking number; results grouped with counts; a result opens its
 * screen; the navbar's "Search everything for …"; axe in light, then its colour rules in dark on
 * the same page.
 */
import type { Page, TestInfo } from '@playwright/test';
import { test } from './support/test';
import { formatTrackingNumber } from '../api/modules/shipments/contract-tracking-number';
import { SAMPLE_TRACKING_NUMBER } from '../api/modules/shipments/seed';
import { demo, expect, isBrowserMode, signInWithForm } from './auth-helpers';
import { seriousColourViolations, seriousViolations } from './support/axe';
import { signIn, useSettings, watchConsole } from './support/spine';
import { switchTheme } from './support/theme';

/** A word no sample contains, so that only this test's tasks match it. */
const newWord = () => `qz${Math.floor(Math.random() * 1e9).toString(36)}x`;

/** Signs the editor in and lands on `path` (browser mode: through the form, the API in the page). */
async function openAsEditor(page: Page, info: TestInfo, path: string) {
  if (isBrowserMode(info)) {
    await signInWithForm(page, demo.editor, { to: path });
  } else {
    await signIn(page.context(), 'editor', info.project.use.baseURL!);
    await page.goto(path);
  }
}

/**
 * Makes a task through the API, as the signed-in reader (their access token) or as the admin
 * (signed in by a fetch of its own, without keeping the admin's cookie); answers its id.
 */
function createTask(page: Page, title: string, as: 'reader' | 'admin') {
  return page.evaluate(
    async ({ title, as, admin }) => {
      // the form's sign-in without "remember me" keeps it in sessionStorage
      let token =
        window.sessionStorage.getItem('accessToken') ??
        window.localStorage.getItem('accessToken') ??
        '';
      if (as === 'admin') {
        const login = await fetch('/api/auth/login', {
          method: 'POST',
          credentials: 'omit',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(admin),
        });
        token = ((await login.json()) as { accessToken: string }).accessToken;
      }
      const res = await fetch('/api/apps/todo/tasks', {
        method: 'POST',
        credentials: 'omit',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ task: { title, desc: 'Check the bill of lading before release' } }),
      });
      if (res.status !== 201) throw new Error(`task not made: ${res.status}`);
      return ((await res.json()) as { id: number }).id;
    },
    { title, as, admin: { email: demo.admin.email, password: demo.admin.password } },
  );
}

/** The navbar's page search: types `q` and picks "Search everything for …". */
async function searchEverythingFromNavbar(page: Page, q: string) {
  await page.getByTestId('page-search-button').click();
  const input = page.getByRole('dialog').getByRole('textbox');
  await input.fill(q);
  const action = page.getByTestId('search-everything');
  await expect(action).toHaveText(`Search everything for “${q}”`);
  await action.click();
  await expect(page).toHaveURL(new RegExp(`/pages/search\\?q=${q}$`));
  await expect(page.getByTestId('search-screen')).toBeVisible();
}

test(
  "an editor finds their own task, not another person's, and the result opens the todo app",
  { tag: '@browser-mode' },
  async ({ page }, info) => {
    test.setTimeout(90_000);
    const errors = watchConsole(page);
    await openAsEditor(page, info, '/apps/todo/all');
    await expect(page.getByTestId('todo-screen')).toBeVisible();
    const word = newWord();
    const own = `Book a reefer slot at Laem Chabang ${word}`;
    const others = `Release the bonded cargo ${word}`;
    await createTask(page, own, 'reader');
    await createTask(page, others, 'admin');

    await searchEverythingFromNavbar(page, word);
    const tasks = page.getByTestId('search-group-tasks');
    await expect(tasks.getByTestId('search-result')).toHaveText([own]);
    await expect(tasks.getByTestId('search-count-tasks')).toHaveText('1');
    await expect(page.getByText(others)).toHaveCount(0);
    // the word is marked in the title
    await expect(tasks.locator('mark').first()).toHaveText(word);
    await expect(page.getByTestId('search-input')).toHaveValue(word);

    await tasks.getByTestId('search-result').click();
    await expect(page).toHaveURL(/\/apps\/todo\/all$/);
    await expect(page.getByTestId('todo-screen')).toBeVisible();
    expect(errors).toEqual([]);
  },
);

test('results are grouped by kind with counts, follow the typing, and a person opens their page', async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  await openAsEditor(page, info, '/pages/search');
  await expect(page.getByTestId('search-screen')).toBeVisible();
  await page.getByTestId('search-input').fill('maren');
  await expect(page).toHaveURL(/\/pages\/search\?q=maren$/);
  await expect(page.getByTestId('search-summary')).toContainText('maren');
  const people = page.getByTestId('search-group-people');
  await expect(people.getByTestId('search-result').first()).toHaveText('Maren Holt');
  await expect(people.getByTestId('search-count-people')).toHaveText(/^\d+$/);
  // the pages of the registry are matched too, as the navbar's page search does
  await page.getByTestId('search-input').fill('calendar');
  await expect(page).toHaveURL(/\/pages\/search\?q=calendar$/);
  // the results of "calendar" are in (the summary shows once the search has answered)
  await expect(page.getByTestId('search-summary')).toContainText('calendar');
  const pages = page.getByTestId('search-group-pages');
  await expect(pages.getByTestId('search-result').first()).toHaveText(/calendar/i);
  // a word of several kinds: a group for each, each with its count
  await page.getByTestId('search-input').fill('container');
  await expect(page.getByTestId('search-summary')).toContainText('container');
  await expect(page.getByTestId('search-group-mails')).toBeVisible();
  const counts = page.locator('[data-testid^="search-count-"]');
  expect(await counts.count()).toBeGreaterThanOrEqual(2);
  for (const count of await counts.all()) await expect(count).toHaveText(/^[1-9]\d*$/);

  await page.getByTestId('search-input').fill('maren');
  await page.getByTestId('search-group-people').getByTestId('search-result').first().click();
  await expect(page).toHaveURL(/\/apps\/user\/user-view\/\d+$/);
});

test('a shipment is found by its tracking number as written on a document, and opens its page', async ({
  page,
}, info) => {
  await openAsEditor(page, info, '/pages/search');
  await expect(page.getByTestId('search-screen')).toBeVisible();
  const written = formatTrackingNumber(SAMPLE_TRACKING_NUMBER).toLowerCase();
  await page.getByTestId('search-input').fill(written);
  const shipments = page.getByTestId('search-group-shipments');
  await expect(shipments.getByTestId('search-count-shipments')).toHaveText('1');
  await expect(shipments.getByTestId('search-result')).toContainText(
    formatTrackingNumber(SAMPLE_TRACKING_NUMBER),
  );
  await shipments.getByTestId('search-result').click();
  await expect(page).toHaveURL(/\/apps\/shipments\/\d+$/);
});

test('a search that matches nothing says so', async ({ page }, info) => {
  await openAsEditor(page, info, `/pages/search?q=${newWord()}`);
  await expect(page.getByTestId('search-nothing')).toBeVisible();
  await expect(page.locator('[data-testid^="search-group-"]')).toHaveCount(0);
});

test('no serious axe violation in light, nor in its colours once switched to dark', async ({
  page,
  context,
}, info) => {
  test.setTimeout(90_000);
  const errors = watchConsole(page);
  await useSettings(context, { theme: 'light' });
  await openAsEditor(page, info, '/pages/search?q=container');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  await expect(page.getByTestId('search-group-mails')).toBeVisible();
  await expect(page.locator('mark').first()).toBeVisible();
  await page.waitForTimeout(400);
  expect(await seriousViolations(page), 'light').toEqual([]);
  expect(errors).toEqual([]);
  // the same results repainted by the header's switch: axe's colour rules (e2e/support/axe.ts)
  await switchTheme(page, 'dark');
  await expect(page.getByTestId('search-group-mails')).toBeVisible();
  await expect(page.locator('mark').first()).toBeVisible();
  expect(await seriousColourViolations(page), 'dark').toEqual([]);
  expect(errors).toEqual([]);
});
