/**
 * The chat between colleagues (docs/decisions/0053, docs/product.md sections 3.10 and 4.9), server
 * mode: two browser contexts signed in as two staff members (the demo admin and editor). What one
 * sends shows in the other's open chat, their list and the menu's count without a reload; seen
 * marks, status and pin follow the same way. Each test writes its own unique text and reads only
 * that (the server is shared with other specs).
 */
import type { Browser, Page } from '@playwright/test';
import { test } from './support/test';
import { seriousViolations } from './support/axe';
import { expect, newEmail, signInWithForm } from './auth-helpers';
import { signIn, useSettings } from './support/spine';

/**
 * Live, without a reload: the one second is measured by `npm run bench:chat`, not here;
 * a browser test on a 2-core machine shared with another worker and the server once took longer
 */
const LIVE = { timeout: 5_000 };

const unique = (label: string) => `${label} ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

async function staffPage(browser: Browser, account: 'admin' | 'editor', baseURL: string) {
  const context = await browser.newContext({ baseURL });
  await signIn(context, account, baseURL);
  await useSettings(context, { layout: 'vertical' });
  const page = await context.newPage();
  await page.goto('/apps/chat');
  await expect(page.getByTestId('chat-own-name')).not.toBeEmpty();
  const uid = await page.evaluate(
    () => (JSON.parse(window.localStorage.getItem('userInfo') ?? '{}') as { uid: number }).uid,
  );
  return { page, uid, close: () => context.close() };
}

/** The count on the side menu's chat entry (0 when it shows none). */
async function chatMenuCount(page: Page) {
  const badge = page
    .getByRole('complementary', { name: 'Main menu' })
    .getByRole('link', { name: /^Chat/ })
    .getByTestId('menu-badge');
  if ((await badge.count()) === 0) return 0;
  return Number((await badge.locator('[aria-hidden]').textContent())?.replace('+', ''));
}

const messageIn = (page: Page, text: string) =>
  page.getByTestId('chat-message').filter({ hasText: text });

test.describe('chat between two colleagues (server mode)', () => {
  // one after the other: an open conversation marks what the other test sends as seen
  test.describe.configure({ mode: 'serial' });

  test('a message shows in the other person\u2019s chat, list and menu at once; seen goes back', async ({
    browser,
    baseURL,
  }) => {
    const admin = await staffPage(browser, 'admin', baseURL ?? '');
    const editor = await staffPage(browser, 'editor', baseURL ?? '');
    try {
      await admin.page.goto(`/apps/chat?contact=${editor.uid}`);
      await expect(admin.page.getByTestId('chat-contact-name')).not.toBeEmpty();
      // the editor's list and menu before: their open thread with the admin is not open
      const before = await chatMenuCount(editor.page);

      const text = unique('Hello <b>not bold</b> & <script>no</script>');
      await admin.page.getByTestId('chat-input').fill(text);
      await admin.page.getByTestId('chat-input').press('Enter');
      const sent = messageIn(admin.page, text);
      // the HTML is shown as text, as typed
      await expect(sent.getByTestId('chat-message-text')).toHaveText(text);
      await expect(sent.getByTestId('chat-message-sent')).toBeVisible();
      await expect(admin.page.getByTestId('chat-input')).toHaveValue('');

      // the colleague: their list and their menu's count, without a reload
      const row = editor.page.getByTestId(`chat-contact-${admin.uid}`);
      await expect(row.getByTestId('chat-contact-preview')).toContainText(text, LIVE);
      await expect(row.getByTestId('chat-contact-unseen')).toBeVisible(LIVE);
      await expect.poll(() => chatMenuCount(editor.page), LIVE).toBeGreaterThan(before);

      // opening the thread marks it seen: the sender sees it, the count goes
      await row.click();
      await expect(messageIn(editor.page, text)).toBeVisible();
      // seen takes two trips (the reader's marking, then its event): not held to the second
      await expect(sent.getByTestId('chat-message-seen')).toBeVisible();
      await expect(row.getByTestId('chat-contact-unseen')).toBeHidden();

      // a reply with Shift+Enter for a new line shows in the open chat of the admin
      const first = unique('First line');
      const input = editor.page.getByTestId('chat-input');
      await input.fill(first);
      await input.press('Shift+Enter');
      await input.pressSequentially('second line');
      await expect(input).toHaveValue(`${first}\nsecond line`);
      await input.press('Enter');
      const reply = messageIn(admin.page, first);
      await expect(reply.getByTestId('chat-message-text')).toHaveText(
        `${first}\nsecond line`,
        LIVE,
      );
      // the admin has it open: it is marked seen for them at once, so the editor sees it seen
      await expect(messageIn(editor.page, first).getByTestId('chat-message-seen')).toBeVisible();
    } finally {
      await admin.close();
      await editor.close();
    }
  });

  test('a status is saved and colleagues see it without a reload', async ({ browser, baseURL }) => {
    const admin = await staffPage(browser, 'admin', baseURL ?? '');
    const editor = await staffPage(browser, 'editor', baseURL ?? '');
    try {
      await admin.page.goto(`/apps/chat?contact=${editor.uid}`);
      await expect(admin.page.getByTestId('chat-contact-status')).toBeVisible();
      for (const [id, name] of [
        ['away', 'Away'],
        ['dnd', 'Do not disturb'],
        ['online', 'Online'],
      ] as const) {
        await editor.page.getByTestId('chat-status-button').click();
        await editor.page.getByTestId(`chat-status-${id}`).click();
        await expect(editor.page.getByTestId('chat-status-button')).toHaveText(name);
        await expect(admin.page.getByTestId('chat-contact-status')).toHaveText(name, LIVE);
      }
      await editor.page.getByTestId('chat-status-button').click();
      await editor.page.getByTestId('chat-status-away').click();
      await expect(admin.page.getByTestId('chat-contact-status')).toHaveText('Away', LIVE);
      // saved: a reload shows it
      await editor.page.reload();
      await expect(editor.page.getByTestId('chat-status-button')).toHaveText('Away');
      await editor.page.getByTestId('chat-status-button').click();
      await editor.page.getByTestId('chat-status-online').click();
      await expect(admin.page.getByTestId('chat-contact-status')).toHaveText('Online', LIVE);
    } finally {
      await admin.close();
      await editor.close();
    }
  });
  test('a dropped connection reconnects by itself and fetches what it missed', async ({
    browser,
    baseURL,
  }) => {
    const admin = await staffPage(browser, 'admin', baseURL ?? '');
    const editor = await staffPage(browser, 'editor', baseURL ?? '');
    try {
      await editor.page.goto(`/apps/chat?contact=${admin.uid}`);
      await expect(editor.page.getByTestId('chat-messages')).toBeVisible();
      // the editor's network goes away: the stream drops, nothing arrives meanwhile
      await editor.page.context().setOffline(true);
      await admin.page.goto(`/apps/chat?contact=${editor.uid}`);
      const text = unique('While you were away');
      await admin.page.getByTestId('chat-input').fill(text);
      await admin.page.getByTestId('chat-input').press('Enter');
      await expect(messageIn(admin.page, text).getByTestId('chat-message-sent')).toBeVisible();
      await editor.page.waitForTimeout(500);
      await expect(messageIn(editor.page, text)).toHaveCount(0);
      // back online: it reconnects and reads again what it shows
      await editor.page.context().setOffline(false);
      await expect(messageIn(editor.page, text)).toBeVisible({ timeout: 5_000 });
    } finally {
      await admin.close();
      await editor.close();
    }
  });
});

test.describe('chat screen', () => {
  test('pin, the length limit, a failed send retried, a new thread', async ({
    page,
    context,
  }, info) => {
    await signIn(context, 'admin', info.project.use.baseURL ?? '');
    await page.goto('/apps/chat');
    // a colleague without a thread yet
    const contacts = page.getByTestId('chat-list-contacts');
    const newcomer = contacts.locator('a').first();
    await expect(newcomer).toBeVisible();
    const href = (await newcomer.getAttribute('href')) ?? '';
    const uid = Number(new URL(href, 'http://x').searchParams.get('contact'));
    await newcomer.click();
    await expect(page.getByTestId('chat-no-messages')).toBeVisible();

    // the count shows near 2,000; over it nothing can be sent
    const input = page.getByTestId('chat-input');
    await input.fill('x'.repeat(1_990));
    await expect(page.getByTestId('chat-input-count')).toHaveText('1,990 / 2,000');
    await input.fill('x'.repeat(2_001));
    await expect(page.getByTestId('chat-send')).toBeDisabled();
    await input.press('Enter');
    await expect(input).toHaveValue('x'.repeat(2_001));

    // a send that fails is marked failed, and Retry sends it
    const text = unique('First message');
    await page.route('**/api/apps/chat/msg', (route) => route.abort());
    await input.fill(text);
    await page.getByTestId('chat-send').click();
    const message = messageIn(page, text);
    await expect(message.getByTestId('chat-message-failed')).toBeVisible();
    await page.unroute('**/api/apps/chat/msg');
    await message.getByTestId('chat-message-retry').click();
    await expect(message.getByTestId('chat-message-sent')).toBeVisible();
    await expect(messageIn(page, text)).toHaveCount(1);

    // the first message made the thread: the colleague is among the chats now
    await expect(
      page.getByTestId('chat-list-chats').getByTestId(`chat-contact-${uid}`),
    ).toBeVisible();
    await expect(contacts.getByTestId(`chat-contact-${uid}`)).toHaveCount(0);

    // the pin is the reader's own and is kept
    const pin = page.getByTestId('chat-pin');
    await expect(pin).toHaveAttribute('aria-pressed', 'false');
    await pin.click();
    await expect(pin).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.getByTestId('chat-pin')).toHaveAttribute('aria-pressed', 'true');
    await page.getByTestId('chat-pin').click();
    await expect(page.getByTestId('chat-pin')).toHaveAttribute('aria-pressed', 'false');

    // the profile drawer
    await page.getByTestId('chat-open-profile').click();
    await expect(page.getByTestId('chat-profile-email')).toContainText('@');
  });

  test('search, a phone: list or conversation with a way back; axe', async ({
    page,
    context,
  }, info) => {
    test.setTimeout(90_000); // three full axe runs
    await signIn(context, 'admin', info.project.use.baseURL ?? '');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/apps/chat');
    const first = page.getByTestId('chat-list-chats').locator('a').first();
    await expect(first).toBeVisible();
    const name = (await first.locator('p').first().textContent()) ?? '';
    await page.getByTestId('chat-search').fill(name.slice(0, 4).toUpperCase());
    await expect(page.getByTestId('chat-list-chats').locator('a').first()).toContainText(name);
    await page.getByTestId('chat-search').fill('zzzz-nobody');
    await expect(page.getByTestId('chat-list-chats')).toContainText('Nobody by that name.');
    await page.getByTestId('chat-search').fill('');

    await first.click();
    await expect(page.getByTestId('chat-conversation')).toBeVisible();
    await expect(page.getByTestId('chat-sidebar')).toBeHidden();
    const axe = () => seriousViolations(page);
    expect(await axe()).toEqual([]);
    await page.getByTestId('chat-back').click();
    await expect(page.getByTestId('chat-sidebar')).toBeVisible();
    await expect(page.getByTestId('chat-conversation')).toBeHidden();

    await page.setViewportSize({ width: 1366, height: 900 });
    await first.click();
    await expect(page.getByTestId('chat-sidebar')).toBeVisible();
    await page.getByTestId('chat-status-button').click();
    await expect(page.getByTestId('chat-status-menu')).toBeVisible();
    expect(await axe()).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByTestId('chat-open-profile').click();
    await expect(page.getByTestId('chat-profile-about')).toBeVisible();
    // the drawer slides and fades in: axe reads colours, so only once it has come to rest
    await expect
      .poll(() =>
        page
          .getByRole('dialog')
          .evaluate((dialog) => dialog.getAnimations({ subtree: true }).length),
      )
      .toBe(0);
    await page.waitForFunction(() => {
      const content = document.querySelector('[role="dialog"]');
      return !!content && getComputedStyle(content).opacity === '1';
    });
    expect(await axe()).toEqual([]);
  });
});

test('axe in dark: an open conversation with its messages', async ({ page, context }, info) => {
  await signIn(context, 'admin', info.project.use.baseURL ?? '');
  await useSettings(context, { theme: 'dark', layout: 'vertical' });
  await page.goto('/apps/chat');
  await page.getByTestId('chat-list-chats').locator('a').first().click();
  await expect(page.getByTestId('chat-message').first()).toBeVisible();
  await expect(page.getByTestId('menu-badge').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('a customer\u2019s dashboard asks nothing of the chat or email APIs (they answer 403 to them)', async ({
  page,
  request,
}) => {
  const account = { email: newEmail('chat-customer'), password: 'customer-pass-1' };
  const registered = await request.post('/api/auth/register', {
    data: { displayName: 'Chat Customer', ...account },
  });
  expect(registered.ok()).toBe(true);
  const asked: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/apps\/(chat|email)/.test(r.url())) asked.push(r.url());
  });
  await signInWithForm(page, account, { to: '/pages/profile' });
  await expect(page.getByTestId('page-title')).toBeVisible();
  await page.waitForTimeout(1_500);
  expect(asked).toEqual([]);
  await expect(page.getByTestId('menu-badge')).toHaveCount(0);
});
