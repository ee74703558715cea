/**
 * The email app (docs/product.md sections 2.3, 3.9, 4.7 and 7.9), in both modes: server mode on the
 * shared e2e server (no mail server there: sending keeps a draft and says so), browser mode against
 * the in-page back end (sent mail stays in the page's store). Sending through a real SMTP server is
 * e2e/email-send.spec.ts; hostile mail bodies are e2e/email-xss.spec.ts.
 *
 * Each test makes its own mails through the screens (compose, save draft, move to the inbox), marked
 * by a token of its own in the subject, and looks at them through the search box: the tests share
 * the server's inbox with each other and with other specs, and hold in any order. Everything happens
 * in one page (browser mode's back end lives as long as the page).
 */
import type { Page } from '@playwright/test';
import { test } from './support/test';
import { seriousColourViolations, seriousViolations } from './support/axe';
import { demo, expect, isBrowserMode, signInWithForm } from './auth-helpers';
import { useSettings } from './support/spine';
import { switchTheme } from './support/theme';

const INBOX = '/apps/email/inbox';

function newToken() {
  return `e2e${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

async function openEmail(page: Page) {
  await signInWithForm(page, demo.admin, { to: INBOX });
  await expect(page.getByTestId('email-screen')).toBeVisible();
}

/** The panel's entries and the drawer's are the same: take the one in sight. */
const panelView = (page: Page, view: string) =>
  page.getByTestId(`view-${view}`).filter({ visible: true });

async function goToView(page: Page, view: string) {
  await panelView(page, view).click();
  await expect(page).toHaveURL(new RegExp(`/apps/email/${view}`));
  // the view's own list is drawn (React Router renders a navigation in a transition)
  await expect(page.getByTestId('email-screen')).toHaveAttribute('data-filter', view);
}

async function search(page: Page, text: string) {
  await page.getByTestId('mail-search').fill(text);
}

const rows = (page: Page) => page.getByTestId('mail-row');

/** The unread count of a view in the side panel (0 when it shows none). */
async function count(page: Page, view: string) {
  const badge = panelView(page, view).getByTestId(`count-${view}`);
  return (await badge.count()) === 0 ? 0 : Number(await badge.innerText());
}

async function addAddress(page: Page, field: string, address: string) {
  const input = page.getByTestId(field);
  await input.fill(address);
  await input.press('Enter');
}

async function writeMail(
  page: Page,
  { to, cc, subject, text }: { to: string; cc?: string; subject: string; text?: string },
) {
  await expect(page.getByTestId('compose-subject')).toBeVisible();
  await addAddress(page, 'compose-to', to);
  if (cc) {
    await page.getByTestId('compose-show-cc').click();
    await addAddress(page, 'compose-cc', cc);
  }
  await page.getByTestId('compose-subject').fill(subject);
  if (text) {
    const body = page.locator('.ql-editor');
    await body.click();
    await body.pressSequentially(text);
  }
}

/** Saves and closes the compose panel. */
async function saveAndClose(page: Page) {
  await page.getByTestId('compose-save').click();
  await expect(page.getByTestId('compose-saved')).toContainText(/\d:\d\d [AP]M/);
  await page.getByRole('button', { name: 'Close and keep the draft' }).click();
  await expect(page.getByTestId('compose-subject')).toBeHidden();
}

/** `n` mails of this test in the inbox (drafts moved there), read; the list shows them alone. */
async function makeInboxMails(page: Page, token: string, n: number) {
  for (let i = 1; i <= n; i += 1) {
    await page.getByTestId('compose-button').filter({ visible: true }).click();
    await writeMail(page, { to: 'crew@example.test', subject: `${token} mail ${i}` });
    await saveAndClose(page);
  }
  await goToView(page, 'draft');
  await search(page, token);
  await expect(rows(page)).toHaveCount(n);
  await page.getByTestId('select-all').check();
  await page.getByTestId('bulk-move').click();
  await page.getByTestId('move-to-inbox').click();
  await expect(page.getByTestId('mail-list-empty')).toBeVisible();
  await goToView(page, 'inbox');
  await search(page, token);
  await expect(rows(page)).toHaveCount(n);
}

test.describe.configure({ mode: 'serial' });

test('select three mails, mark them unread, move them to trash and delete them for ever; the unread count follows', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const token = newToken();
  await openEmail(page);
  await makeInboxMails(page, token, 3);
  const before = await count(page, 'inbox');

  await page.getByTestId('select-all').check();
  await expect(page.getByTestId('select-all')).toBeChecked();
  await page.getByTestId('bulk-unread').click();
  await expect(rows(page).and(page.locator('[data-unread="true"]'))).toHaveCount(3);
  await expect.poll(() => count(page, 'inbox')).toBe(before + 3);

  // the three, one by one
  for (const box of await page.getByTestId('mail-select').all()) await box.check();
  await page.getByTestId('bulk-trash').click();
  await expect(page.getByTestId('mail-list-empty')).toBeVisible();
  await expect.poll(() => count(page, 'inbox')).toBe(before);

  await goToView(page, 'trash');
  await search(page, token);
  await expect(rows(page)).toHaveCount(3);
  await page.getByTestId('select-all').check();
  await page.getByTestId('bulk-delete-forever').click();
  const dialog = page.getByRole('dialog', { name: 'Delete 3 mails for ever?' });
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('delete-confirm-button').click();
  await expect(page.getByTestId('mail-list-empty')).toBeVisible();
});

test('star, label, open (read) and mark unread a mail; previous and next', async ({ page }) => {
  test.setTimeout(120_000);
  const token = newToken();
  await openEmail(page);
  await makeInboxMails(page, token, 2);
  const row = rows(page).filter({ hasText: `${token} mail 1` });

  await row.getByTestId('mail-star').click();
  await expect(row.getByTestId('mail-star')).toHaveAttribute('aria-pressed', 'true');
  await row.getByTestId('mail-select').check();
  await page.getByTestId('bulk-label').click();
  await page.getByTestId('label-personal').click();
  await page.keyboard.press('Escape');
  await expect(row.getByTestId('mail-label-personal')).toBeVisible();

  await goToView(page, 'starred');
  await search(page, token);
  await expect(rows(page)).toHaveCount(1);
  await goToView(page, 'personal');
  await search(page, token);
  await expect(rows(page)).toHaveCount(1);

  // unread, then opened: read again, and the count follows
  await goToView(page, 'inbox');
  await search(page, token);
  const before = await count(page, 'inbox');
  await rows(page)
    .filter({ hasText: `${token} mail 1` })
    .getByTestId('mail-select')
    .check();
  await page.getByTestId('bulk-unread').click();
  await expect.poll(() => count(page, 'inbox')).toBe(before + 1);
  await rows(page)
    .filter({ hasText: `${token} mail 1` })
    .getByTestId('mail-open')
    .click();
  await expect(page.getByTestId('mail-view')).toBeVisible();
  await expect(page.getByTestId('mail-subject-title')).toHaveText(`${token} mail 1`);
  await expect(page.getByTestId('view-label-personal')).toBeVisible();
  await expect.poll(() => count(page, 'inbox')).toBe(before);

  // mail 2 is newer: "previous" goes to it, "next" back
  await page.getByTestId('mail-previous').click();
  await expect(page.getByTestId('mail-subject-title')).toHaveText(`${token} mail 2`);
  await page.getByTestId('mail-next').click();
  await expect(page.getByTestId('mail-subject-title')).toHaveText(`${token} mail 1`);

  await page.getByTestId('view-unread').click();
  await expect(page.getByTestId('mail-view')).toBeHidden();
  await expect(rows(page).filter({ hasText: `${token} mail 1` })).toHaveAttribute(
    'data-unread',
    'true',
  );
  await expect.poll(() => count(page, 'inbox')).toBe(before + 1);
});

test(
  'compose with cc and send: sent (browser mode) or kept as a draft when mail is off (server without a mail server)',
  { tag: '@browser-mode' },
  async ({ page }, info) => {
    test.setTimeout(120_000);
    const token = newToken();
    await openEmail(page);
    await page.getByTestId('compose-button').filter({ visible: true }).click();
    await writeMail(page, {
      to: 'consignee@example.test',
      cc: 'agent@example.test',
      subject: `${token} sent`,
      text: 'Your container is on board.',
    });
    // a wrong address is refused beside its field
    await addAddress(page, 'compose-cc', 'not-an-address');
    await expect(page.getByText('“not-an-address” is not a valid e-mail address.')).toBeVisible();
    await page.getByTestId('compose-cc').fill('');

    if (isBrowserMode(info)) {
      await expect(page.getByTestId('compose-mail-off')).toHaveCount(0);
      await page.getByTestId('compose-send').click();
      await expect(page.getByText('Mail sent')).toBeVisible();
      await goToView(page, 'sent');
      await search(page, token);
      await expect(rows(page)).toHaveCount(1);
      await rows(page).getByTestId('mail-open').click();
      await expect(page.getByTestId('mail-cc')).toHaveText('Cc: agent@example.test');
      await expect(page.getByTestId('delivery-sent')).toBeVisible();
      await expect(page.getByTestId('mail-body')).toContainText('Your container is on board.');
    } else {
      await expect(page.getByTestId('compose-mail-off')).toBeVisible();
      await page.getByTestId('compose-send').click();
      await expect(page.getByText('Mail is off: the mail was saved as a draft.')).toBeVisible();
      await goToView(page, 'draft');
      await search(page, token);
      await expect(rows(page)).toHaveCount(1);
    }
  },
);

test('save a draft, reopen it and send it; the drafts count follows', async ({ page }, info) => {
  test.setTimeout(120_000);
  const token = newToken();
  await openEmail(page);
  const drafts = await count(page, 'draft');
  await page.getByTestId('compose-button').filter({ visible: true }).click();
  await writeMail(page, { to: 'shipper@example.test', subject: `${token} draft` });
  await saveAndClose(page);
  await expect.poll(() => count(page, 'draft')).toBe(drafts + 1);

  await goToView(page, 'draft');
  await search(page, token);
  await expect(rows(page)).toHaveCount(1);
  await rows(page).getByTestId('mail-open').click();
  await page.getByTestId('edit-draft').click();
  await expect(page.getByTestId('compose-subject')).toHaveValue(`${token} draft`);
  await page.locator('.ql-editor').click();
  await page.locator('.ql-editor').pressSequentially('Booking attached.');
  await page.getByTestId('compose-send').click();
  if (isBrowserMode(info)) {
    await expect(page.getByText('Mail sent')).toBeVisible();
    await expect.poll(() => count(page, 'draft')).toBe(drafts);
    await goToView(page, 'sent');
    await search(page, token);
    await expect(rows(page)).toHaveCount(1);
  } else {
    await expect(page.getByText('Mail is off: the mail was saved as a draft.')).toBeVisible();
    await expect.poll(() => count(page, 'draft')).toBe(drafts + 1);
  }
});

test('axe in light, then dark: no serious or critical violation on the inbox, an opened mail and compose', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await useSettings(page.context(), { theme: 'light', layout: 'vertical' });
  await openEmail(page);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  await expect(rows(page).first()).toBeVisible();
  expect(await seriousViolations(page), 'light inbox').toEqual([]);
  await rows(page).first().getByTestId('mail-open').click();
  await expect(page.getByTestId('mail-view')).toBeVisible();
  expect(await seriousViolations(page), 'light mail').toEqual([]);
  await page.getByTestId('mail-reply').click();
  await expect(page.locator('.ql-editor')).toBeVisible();
  expect(await seriousViolations(page), 'light compose').toEqual([]);

  // the reply closed untouched: nothing to keep, so no draft and no notice (Quill's own rewrite of
  // the quoted text is not a change), then the header's switch repaints the same screens in dark:
  // their colours read again
  await page.getByRole('button', { name: 'Close and keep the draft' }).click();
  await expect(page.getByTestId('compose-subject')).toBeHidden();
  await expect(page.getByText('Draft saved')).toHaveCount(0);
  await switchTheme(page, 'dark');
  await expect(page.getByTestId('mail-view')).toBeVisible();
  expect(await seriousColourViolations(page), 'dark mail').toEqual([]);
  await goToView(page, 'inbox');
  await expect(page.getByTestId('mail-view')).toBeHidden();
  await expect(rows(page).first()).toBeVisible();
  expect(await seriousColourViolations(page), 'dark inbox').toEqual([]);
  await rows(page).first().getByTestId('mail-open').click();
  await expect(page.getByTestId('mail-view')).toBeVisible();
  await page.getByTestId('mail-reply').click();
  await expect(page.locator('.ql-editor')).toBeVisible();
  expect(await seriousColourViolations(page), 'dark compose').toEqual([]);
});
