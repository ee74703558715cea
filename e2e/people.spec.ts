/**
 * The people screens (docs/product.md sections 2.3 and 3.7): the list (TanStack Table over
 * Mantine's Table), the view and the edit form, as admin and as editor (staff), and axe.
 * One server for the file and changes made on the way: the tests run in order.
 */
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { seriousViolations } from './support/axe';
import { signIn, watchConsole } from './support/spine';
import { watchNetwork } from './support/network';

test.describe.configure({ mode: 'serial' });

const LIST = '/apps/user/user-list';

async function choose(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function names(page: Page) {
  return page.getByTestId('person-name').allTextContents();
}

async function expectNoSeriousViolation(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

test.describe('as admin', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await signIn(context, 'admin', baseURL!);
  });

  test('the list shows the 50 sample people with paging, a filter and a search', async ({
    page,
  }) => {
    const errors = watchConsole(page);
    const reply = page.waitForResponse((r) => r.url().endsWith('/api/user-management/users'));
    await page.goto(LIST);
    // the 50 sample people, and since the directory holds the sign-in accounts too, those
    const total = ((await (await reply).json()) as unknown[]).length;
    expect(total).toBeGreaterThanOrEqual(50);
    const table = page.getByTestId('people-table');
    // the first screen of the run waits for the server's first answers
    await expect(table.locator('caption')).toHaveText(`People 1 to 10 of ${total}`, {
      timeout: 15_000,
    });
    await expect(page.getByTestId('person-row')).toHaveCount(10);

    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(table.locator('caption')).toHaveText(`People 11 to 20 of ${total}`);
    await choose(page, 'page-size', '50');
    await expect(page.getByTestId('person-row')).toHaveCount(50);
    // the sample people, ids 268 to 317, on the first page and the next (highest id first)
    const idsShown = () =>
      page
        .getByTestId('person-row')
        .evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-person-id'))));
    const ids = await idsShown();
    if (total > 50) {
      await page.getByRole('button', { name: 'Next page' }).click();
      await expect(page.getByTestId('person-row')).toHaveCount(total - 50);
      ids.push(...(await idsShown()));
      await page.getByRole('button', { name: 'Previous page' }).click();
    }
    for (let id = 268; id <= 317; id++) expect(ids).toContain(id);

    await choose(page, 'filter-department', 'Development');
    await expect(table.locator('caption')).not.toContainText(`of ${total}`);
    const departments = await page
      .getByTestId('person-row')
      .locator('td:nth-child(6)')
      .allTextContents();
    expect(new Set(departments)).toEqual(new Set(['Development']));

    await page.getByTestId('people-search').fill('somchai');
    await expect(page.getByTestId('person-row')).toHaveCount(0);
    await expect(page.getByTestId('people-empty')).toBeVisible();
    // without the department filter the search alone finds him (by name, email and username)
    await page.getByTestId('clear-filters').click();
    await expect(page.getByTestId('person-row')).toHaveCount(50);
    await page.getByTestId('people-search').fill('somchai');
    await expect(page.getByTestId('person-row')).toHaveCount(1);
    await expect(page.getByTestId('person-name')).toHaveText('Somchai Prasert');
    await page.getByTestId('people-search').fill('SIAMGATEWAY.example');
    await expect(table.locator('caption')).toContainText('of 50');
    expect(errors).toEqual([]);
  });

  test('sorting by name, with aria-sort', async ({ page }) => {
    await page.goto(LIST);
    await choose(page, 'page-size', '50');
    const header = page.getByTestId('sort-name');
    await expect(header).toHaveAttribute('aria-sort', 'none');
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    const ascending = await names(page);
    expect(ascending).toHaveLength(50);
    expect(ascending).toEqual(
      [...ascending].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    const descending = await names(page);
    expect(descending).toEqual(
      [...descending].sort((a, b) => b.localeCompare(a, 'en', { sensitivity: 'base' })),
    );
    expect(descending[0].localeCompare(ascending[0], 'en')).toBeGreaterThan(0);
  });

  test('the view of person 268 shows the card, the information and the permissions', async ({
    page,
  }) => {
    await page.goto('/apps/user/user-view/268');
    await expect(page.getByTestId('person-name')).toHaveText('Somchai Prasert');
    await expect(page.getByTestId('person-username')).toHaveText('@somchai.prasert');
    await expect(page.getByTestId('person-email')).toHaveText(
      'somchai.prasert@siamgateway.example',
    );
    await expect(page.getByTestId('person-card')).toContainText('Administrator');
    await expect(page.getByTestId('person-mobile')).toContainText('+66');
    await expect(page.getByTestId('permissions').locator('tbody tr')).toHaveCount(3);
    await expect(page.getByTestId('permissions').locator('[data-value]')).toHaveCount(12);
    await expect(page.getByTestId('edit-person')).toBeVisible();
    await expect(page.getByTestId('deactivate-person')).toBeVisible();
  });

  test('a person who does not exist: a friendly not-found state', async ({ page }) => {
    await page.goto('/apps/user/user-view/999999');
    await expect(page.getByTestId('person-not-found')).toBeVisible();
    await expect(page.getByText('Person not found')).toBeVisible();
  });

  test('an admin edits a department and sees it in the view and the list', async ({ page }) => {
    await page.goto('/apps/user/user-edit/270');
    await expect(page.getByTestId('edit-title')).toHaveText('Edit Jonas Becker');
    await choose(page, 'edit-department', 'Sales');
    await page.getByTestId('save-person').click();
    await expect(page.getByText('The changes to Jonas Becker are saved.')).toBeVisible();
    await expect(page).toHaveURL(/\/apps\/user\/user-view\/270$/);
    await expect(page.getByTestId('person-department')).toHaveText('Sales');
    await page.goto(LIST);
    await page.getByTestId('people-search').fill('jonas');
    await expect(page.getByTestId('person-row').locator('td:nth-child(6)')).toHaveText('Sales');
  });

  test('a bad email shows its message next to the field; a taken one the server refusal', async ({
    page,
  }) => {
    await page.goto('/apps/user/user-edit/271');
    const email = page.getByTestId('edit-email');
    await email.fill('not-an-email');
    await page.getByTestId('save-person').click();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    const described = await email.getAttribute('aria-describedby');
    expect(described).toBeTruthy();
    await expect(
      page.locator(`[id="${described!.split(' ').find((id) => id.includes('error'))}"]`),
    ).toHaveText('Enter a valid email address, such as name@example.com.');
    // a bad address in another tab: that tab comes to the front with the message
    // 271 is Camille Laurent; 268's address is taken
    await email.fill('somchai.prasert@siamgateway.example');
    await page.getByTestId('tab-social').click();
    await page.getByTestId('edit-social-github').fill('github.com/x');
    await page.getByTestId('tab-account').click();
    await page.getByTestId('save-person').click();
    await expect(page.getByTestId('edit-social-github')).toBeVisible();
    await expect(
      page.getByText('Enter an address starting with http:// or https://, or leave it empty.'),
    ).toBeVisible();
    await page.getByTestId('edit-social-github').fill('');
    // the server refuses an address someone else has: the message by the field
    await page.getByTestId('tab-account').click();
    await page.getByTestId('save-person').click();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('edit-form')).toContainText(
      'This is already used by someone else.',
    );
  });

  test('deactivate asks first; cancel changes nothing', async ({ page }) => {
    await page.goto('/apps/user/user-view/272');
    await page.getByTestId('deactivate-person').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Deactivate this person?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('person-card')).toContainText('Active');
  });

  test('add person: checks the fields, then creates or shows the refusal', async ({ page }) => {
    await page.goto(LIST);
    await page.getByTestId('add-person').click();
    await page.getByTestId('add-submit').click();
    await expect(page.getByTestId('add-email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('add-person-form')).toContainText('Choose one of the options.');
    await page.getByTestId('add-email').fill('new.person@siamgateway.example');
    await page.getByTestId('add-name').fill('New Person');
    await choose(page, 'add-department', 'Sales');
    const reply = page.waitForResponse(
      (r) => r.url().endsWith('/api/user-management/users') && r.request().method() === 'POST',
    );
    await page.getByTestId('add-submit').click();
    const status = (await reply).status();
    if (status === 201) {
      await expect(page.getByText('Person added')).toBeVisible();
    } else {
      // the create call is not there yet (404) or refused: the form says so and stays open
      await expect(page.getByTestId('add-person-alert')).toBeVisible();
    }
  });

  test('deactivate: the person is shown deactivated in the view', async ({ page }) => {
    await page.goto('/apps/user/user-view/273');
    await page.getByTestId('deactivate-person').click();
    await page.getByTestId('confirm-deactivate').click();
    await expect(page.getByText('is deactivated.')).toBeVisible();
  });

  for (const path of [LIST, '/apps/user/user-view/268', '/apps/user/user-edit/268']) {
    test(`axe: no serious or critical violation on ${path}`, async ({ page }) => {
      const network = watchNetwork(page);
      await page.goto(path);
      await expect(page.getByTestId(/user-(list|view|edit)-screen/)).toBeVisible();
      await network.quiet();
      await expect(
        page
          .locator(
            '[data-testid="person-row"], [data-testid="person-card"], [data-testid="edit-form"]',
          )
          .first(),
      ).toBeVisible();
      await expectNoSeriousViolation(page);
    });
  }
});

test.describe('as editor (staff)', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await signIn(context, 'editor', baseURL!);
  });

  test('may invite a customer only, sees no edit or deactivate, and cannot open the edit screen', async ({
    page,
  }) => {
    await page.goto(LIST);
    await expect(page.getByTestId('person-row')).toHaveCount(10);
    await expect(page.getByTestId('row-view')).toHaveCount(10);
    await expect(page.getByTestId('add-person')).toHaveText('Invite a customer');
    await expect(page.getByTestId('row-edit')).toHaveCount(0);
    await expect(page.getByTestId('row-deactivate')).toHaveCount(0);
    await page.goto('/apps/user/user-view/268');
    await expect(page.getByTestId('person-name')).toHaveText('Somchai Prasert');
    await expect(page.getByTestId('edit-person')).toHaveCount(0);
    await expect(page.getByTestId('deactivate-person')).toHaveCount(0);
    await page.goto('/apps/user/user-edit/268');
    await expect(page).toHaveURL(/\/pages\/not-authorized/);
  });
});
