/**
 * The todo app with two people on one back end (docs/decisions/0056), server mode only: browser
 * mode's back end lives in each page, so two people there never share one.
 */
import { test } from './support/test';
import { expect } from './auth-helpers';
import { addTask, newToken, openTodo, rows, search, titles } from './support/todo';

test('a task is its creator’s own: the admin’s task is not in the editor’s list', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(90_000);
  const token = newToken(info);
  await openTodo(page, info);
  await addTask(page, `${token} admin only`);
  await search(page, token);
  await expect(rows(page)).toHaveCount(1);
  const id = await rows(page).getAttribute('data-task-id');

  const context = await browser.newContext({ baseURL: info.project.use.baseURL });
  const editor = await context.newPage();
  await openTodo(editor, info, { account: 'editor' });
  await search(editor, token);
  await expect(
    editor.getByTestId('empty-search').or(editor.getByTestId('empty-none')),
  ).toBeVisible();
  // nor can the editor change it: 404, as for a missing task
  const status = await editor.evaluate(async (taskId) => {
    const reply = await fetch(`/api/apps/todo/task/${taskId}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${localStorage.getItem('accessToken')}`,
      },
      body: JSON.stringify({ task: { title: 'taken over' } }),
    });
    return reply.status;
  }, id);
  expect(status).toBe(404);
  await context.close();

  await page.reload();
  await search(page, token);
  await expect(titles(page)).toHaveText(`${token} admin only`);
});
