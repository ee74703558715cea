/**
 * The todo app (docs/product.md sections 2, 3.8, 4.8 and 7.8), in both modes: server mode on the
 * shared e2e server, browser mode against the in-page back end. Each test makes its own tasks
 * through the screen, with a token of its own in the title (the tests run in parallel and share
 * the demo accounts' tasks), and looks at them through the search box.
 *
 * Browser mode keeps its back end in the page: a full reload starts a fresh one, so there the
 * tests go on inside the app (the side panel's links) where server mode reloads. That a task is
 * its creator's own needs two people on one back end: todo.spec.ts, server mode only.
 */
import type { Page, TestInfo } from '@playwright/test';
import { test } from './support/test';
import { seriousViolations } from './support/axe';
import { expect, isBrowserMode } from './auth-helpers';
import { useSettings } from './support/spine';
import { addTask, goToView, newToken, openTodo, rows, search, titles } from './support/todo';
import { pressEscapeIn } from './support/keyboard';

async function openTask(page: Page, title: string) {
  await titles(page).filter({ hasText: title }).click();
  await expect(page.getByTestId('task-form')).toBeVisible();
  await expect(page.getByTestId('task-title')).toHaveValue(title);
}

/**
 * Makes the server refuse every change of a task (POST /api/apps/todo/task/{id}) with `reply`,
 * after a second (the change shows meanwhile); answers how many were refused. Browser mode's API answers inside the page (a
 * service worker), out of page.route's reach: there the page's fetch refuses the call instead.
 */
async function refuseUpdates(
  page: Page,
  info: TestInfo,
  reply: { status: number; body: Record<string, unknown> },
): Promise<() => Promise<number>> {
  if (isBrowserMode(info)) {
    await page.evaluate(({ status, body }) => {
      const w = window as unknown as { refused: number };
      w.refused = 0;
      const real = window.fetch.bind(window);
      window.fetch = async (input, init) => {
        const url =
          typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        if (url.includes('/api/apps/todo/task/') && init?.method === 'POST') {
          w.refused += 1;
          await new Promise((resolve) => setTimeout(resolve, 1000));
          return new Response(JSON.stringify(body), {
            status,
            headers: { 'Content-Type': 'application/json' },
          });
        }
        return real(input, init);
      };
    }, reply);
    return () => page.evaluate(() => (window as unknown as { refused: number }).refused);
  }
  let calls = 0;
  await page.route('**/api/apps/todo/task/*', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    calls += 1;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.fulfill({
      status: reply.status,
      contentType: 'application/json',
      body: JSON.stringify(reply.body),
    });
  });
  return () => Promise.resolve(calls);
}

test(
  'add a task, complete it, tag it, trash, restore and delete it for ever; a reload keeps it',
  { tag: '@browser-mode' },
  async ({ page }, info) => {
    test.setTimeout(120_000);
    const token = newToken(info);
    const title = `${token} book reefer space`;
    await openTodo(page, info);

    // the title is required: the panel says so beside the field
    await page.getByTestId('add-task').filter({ visible: true }).click();
    await page.getByTestId('task-save').click();
    await expect(page.getByText('Give the task a title.')).toBeVisible();
    await page.getByTestId('task-title').fill(title);
    await page.getByTestId('task-save').click();
    await expect(page.getByTestId('task-form')).toBeHidden();
    await expect(page.getByText('Task added')).toBeVisible();

    await search(page, token);
    await expect(rows(page)).toHaveCount(1);
    await expect(titles(page)).toHaveText(title);

    // complete it: struck through, and found under completed
    // (the change shows once the screen has stopped the list's reads in flight: a moment later)
    await rows(page).getByTestId('task-complete').click();
    await expect(rows(page).getByTestId('task-complete')).toBeChecked();
    await expect(rows(page)).toHaveAttribute('data-completed', 'true');
    await expect(titles(page)).toHaveCSS('text-decoration-line', 'line-through');
    await goToView(page, 'completed');
    await search(page, token);
    await expect(rows(page)).toHaveCount(1);

    // tag it (Paperwork is the tag `doc`) and find it under the tag
    await openTask(page, title);
    await page.getByTestId('task-tags').click();
    await page.getByRole('option', { name: 'Paperwork' }).click();
    await page.getByTestId('task-title').click();
    await page.getByTestId('task-save').click();
    await expect(page.getByTestId('task-form')).toBeHidden();
    await expect(rows(page).getByTestId('task-tag-doc')).toBeVisible();
    await goToView(page, 'doc');
    await search(page, token);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page)).toHaveAttribute('data-completed', 'true');

    if (!isBrowserMode(info)) {
      await page.reload();
      await search(page, token);
      await expect(rows(page)).toHaveCount(1);
      await expect(rows(page)).toHaveAttribute('data-completed', 'true');
      await expect(rows(page).getByTestId('task-tag-doc')).toBeVisible();
    }

    // trash it: gone from the tag's view and from all, in the trash
    await openTask(page, title);
    await page.getByTestId('task-trash').click();
    await expect(page.getByText('Task moved to the trash')).toBeVisible();
    await expect(rows(page)).toHaveCount(0);
    await goToView(page, 'all');
    await search(page, token);
    await expect(page.getByTestId('empty-search')).toBeVisible();
    await goToView(page, 'trashed');
    await search(page, token);
    await expect(rows(page)).toHaveCount(1);

    // restore it: back in all
    await openTask(page, title);
    await page.getByTestId('task-restore').click();
    await expect(page.getByText('Task restored')).toBeVisible();
    await expect(rows(page)).toHaveCount(0);
    await goToView(page, 'all');
    await search(page, token);
    await expect(rows(page)).toHaveCount(1);
    if (!isBrowserMode(info)) {
      await page.reload();
      await search(page, token);
      await expect(rows(page)).toHaveCount(1);
    }

    // trash it again and delete it for ever, after the confirmation
    await openTask(page, title);
    await page.getByTestId('task-trash').click();
    await goToView(page, 'trashed');
    await search(page, token);
    await openTask(page, title);
    await page.getByTestId('task-delete').click();
    await expect(page.getByTestId('delete-confirm')).toContainText(title);
    await page.getByTestId('delete-confirm-button').click();
    await expect(page.getByText('Task deleted for ever')).toBeVisible();
    await expect(rows(page)).toHaveCount(0);
    if (!isBrowserMode(info)) {
      await page.reload();
      await search(page, token);
      await expect(page.getByTestId('empty-search')).toBeVisible();
    }
    await goToView(page, 'all');
    await search(page, token);
    await expect(page.getByTestId('empty-search')).toBeVisible();
  },
);

test('search and sort: by newest, title and due date; an overdue day is marked', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  const token = newToken(info);
  await openTodo(page, info);
  // fixed days, far from any clock: 2000 is always past, 2090 and 2091 always ahead
  await addTask(page, `${token} charlie`, '2091-01-15');
  await addTask(page, `${token} alpha`, '2000-03-01');
  await addTask(page, `${token} bravo`);
  await search(page, token);
  await expect(rows(page)).toHaveCount(3);
  // newest first
  await expect(titles(page)).toHaveText([`${token} bravo`, `${token} alpha`, `${token} charlie`]);

  const sortBy = (label: string) => page.getByTestId('task-sort').selectOption({ label });
  await sortBy('Title');
  await expect(titles(page)).toHaveText([`${token} alpha`, `${token} bravo`, `${token} charlie`]);
  await sortBy('Due date');
  await expect(titles(page)).toHaveText([`${token} alpha`, `${token} charlie`, `${token} bravo`]);

  // the due day as the reader writes it, the overdue one marked
  const alpha = rows(page).filter({ hasText: `${token} alpha` });
  await expect(alpha.getByTestId('task-due')).toHaveText('Overdue since Mar 1, 2000');
  await expect(alpha.getByTestId('task-due')).toHaveAttribute('data-overdue', 'true');
  const charlie = rows(page).filter({ hasText: `${token} charlie` });
  await expect(charlie.getByTestId('task-due')).toHaveText('Due Jan 15, 2091');

  // a task opens from the keyboard: its title is a button
  await titles(page)
    .filter({ hasText: `${token} charlie` })
    .focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('task-title')).toHaveValue(`${token} charlie`);
  await expect(page.getByTestId('task-due-date')).toHaveValue('2091-01-15');
  await pressEscapeIn(page.getByRole('dialog').filter({ has: page.getByTestId('task-form') }));
  await expect(page.getByTestId('task-form')).toBeHidden();

  // every word of the search must match; nothing found is said
  await search(page, `${token} alph`);
  await expect(titles(page)).toHaveText([`${token} alpha`]);
  await search(page, `${token} nothing-like-this`);
  await expect(page.getByTestId('empty-search')).toBeVisible();
});

test('a change the server refuses is undone, with a notification', async ({ page }, info) => {
  test.setTimeout(90_000);
  const token = newToken(info);
  const title = `${token} refused`;
  await openTodo(page, info);
  await addTask(page, title);
  await search(page, token);
  await expect(rows(page)).toHaveCount(1);
  const star = rows(page).getByTestId('task-star');
  await expect(star).toHaveAttribute('aria-pressed', 'false');

  const refused = await refuseUpdates(page, info, {
    status: 500,
    body: { error: 'Internal error', code: 'serverError' },
  });
  await star.click();
  // shown at once, then undone when the server refuses
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('The change was undone')).toBeVisible();
  await expect(page.getByText('Something went wrong on our side. Please try again.')).toBeVisible();
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  expect(await refused()).toBe(1);
});

test('a refused save shows the refusal beside its field and puts the list back', async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  const token = newToken(info);
  const title = `${token} before`;
  await openTodo(page, info);
  await addTask(page, title);
  await search(page, token);
  await openTask(page, title);
  const refused = await refuseUpdates(page, info, {
    status: 422,
    body: {
      error: 'task.title: Too long',
      code: 'tooLong',
      field: 'task.title',
      limit: 200,
      issues: [{ field: 'task.title', code: 'tooLong', message: 'Too long', limit: 200 }],
    },
  });
  await page.getByTestId('task-title').fill(`${token} after`);
  await page.getByTestId('task-save').click();
  // the list shows the new title at once, then the old one again
  await expect(titles(page)).toHaveText(`${token} after`);
  await expect(page.getByText('The change was undone')).toBeVisible();
  await expect(
    page.getByTestId('task-form').getByText('Use at most 200 characters.'),
  ).toBeVisible();
  await expect(page.getByTestId('task-title')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('task-form-alert')).toHaveCount(0);
  await expect(titles(page)).toHaveText(title);
  expect(await refused()).toBe(1);
});

test('on a phone the views are in a drawer', async ({ page }, info) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await openTodo(page, info);
  await expect(page.getByTestId('todo-panel').filter({ visible: true })).toHaveCount(0);
  await page.getByTestId('open-panel').click();
  const drawer = page.getByTestId('todo-drawer');
  await expect(drawer.getByTestId('todo-panel')).toBeVisible();
  await drawer.getByTestId('filter-starred').click();
  await expect(page).toHaveURL(/\/apps\/todo\/starred$/);
  await expect(drawer.getByTestId('todo-panel')).toBeHidden();
  await expect(rows(page).first()).toBeVisible();
  // the task panel takes the whole width
  await titles(page).first().click();
  const box = await page.getByTestId('task-form').boundingBox();
  expect(box!.width).toBeGreaterThan(330);
});

test('an unknown view goes to all', async ({ page }, info) => {
  await openTodo(page, info, { path: '/apps/todo/nonsense' });
  await expect(page).toHaveURL(/\/apps\/todo\/all$/);
  await expect(page.getByTestId('todo-screen')).toHaveAttribute('data-filter', 'all');
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe (${theme}): no serious or critical violation on the list and the open panel`, async ({
    page,
  }, info) => {
    test.setTimeout(90_000);
    await useSettings(page.context(), { theme, layout: 'vertical' });
    await openTodo(page, info);
    await expect(rows(page).first()).toBeVisible();
    const check = async () => {
      expect(await seriousViolations(page)).toEqual([]);
    };
    await check();
    await titles(page).first().click();
    await expect(page.getByTestId('task-form')).toBeVisible();
    // the drawer comes to rest before its colours are read
    await page.waitForTimeout(400);
    await check();
  });
}
