/**
 * The chat in browser mode (docs/decisions/0053): one reader and the in-page back end. The chat
 * flows work as in server mode: the list, a conversation, sending (the thread, the list's last
 * message), a first message to a colleague without a thread, the pin and the status.
 */
import { test } from './support/test';
import { demo, expect, signInWithForm } from './auth-helpers';

const unique = (label: string) => `${label} ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

test('the chat flows against the in-page back end', { tag: '@browser-mode' }, async ({ page }) => {
  await signInWithForm(page, demo.admin, { to: '/apps/chat' });
  await expect(page.getByTestId('chat-own-name')).toHaveText(demo.admin.name);

  // a thread: its messages, then a message sent into it
  const chats = page.getByTestId('chat-list-chats');
  const first = chats.locator('a').first();
  await first.click();
  await expect(page.getByTestId('chat-message').first()).toBeVisible();
  const text = unique('In the page <i>as typed</i>');
  await page.getByTestId('chat-input').fill(text);
  await page.getByTestId('chat-input').press('Enter');
  const sent = page.getByTestId('chat-message').filter({ hasText: text });
  await expect(sent.getByTestId('chat-message-text')).toHaveText(text);
  await expect(sent.getByTestId('chat-message-sent')).toBeVisible();
  await expect(chats.locator('a').filter({ hasText: text })).toBeVisible();

  // a colleague without a thread: the first message makes one
  const newcomer = page.getByTestId('chat-list-contacts').locator('a').first();
  const testId = (await newcomer.getAttribute('data-testid')) ?? '';
  await newcomer.click();
  await expect(page.getByTestId('chat-no-messages')).toBeVisible();
  const hello = unique('Hello');
  await page.getByTestId('chat-input').fill(hello);
  await page.getByTestId('chat-send').click();
  await expect(
    page.getByTestId('chat-message').filter({ hasText: hello }).getByTestId('chat-message-sent'),
  ).toBeVisible();
  await expect(chats.getByTestId(testId)).toBeVisible();

  // the pin and the status
  await page.getByTestId('chat-pin').click();
  await expect(page.getByTestId('chat-pin')).toHaveAttribute('aria-pressed', 'true');
  await expect(chats.locator('a').first()).toHaveAttribute('data-testid', testId);
  await page.getByTestId('chat-status-button').click();
  await page.getByTestId('chat-status-dnd').click();
  await expect(page.getByTestId('chat-status-button')).toHaveText('Do not disturb');
});
