/**
 * The todo app's steps for the browser tests (todo.both-modes.spec.ts, todo.spec.ts): open it as
 * a demo account in either mode, add a task through the panel, search the list, change views.
 */
import { type Page, type TestInfo } from '@playwright/test';
import { demo, expect, isBrowserMode, signInWithForm } from '../auth-helpers';
import { signIn, type Account } from './spine';

export const ALL = '/apps/todo/all';

export function newToken(info: TestInfo) {
  return `${info.project.name}-${Math.floor(Math.random() * 36 ** 6).toString(36)}`;
}

export async function openTodo(
  page: Page,
  info: TestInfo,
  { account = 'admin', path = ALL }: { account?: Account; path?: string } = {},
) {
  if (isBrowserMode(info)) {
    await signInWithForm(page, demo[account], { to: path });
  } else {
    await signIn(page.context(), account, info.project.use.baseURL!);
    await page.goto(path);
  }
  await expect(page.getByTestId('todo-screen')).toBeVisible();
}

export const rows = (page: Page) => page.getByTestId('task-row');
export const titles = (page: Page) => rows(page).getByTestId('task-open');

/** The side panel beside the list and the phone's drawer hold the same links: the one in sight. */
export async function goToView(page: Page, view: string) {
  await page.getByTestId(`filter-${view}`).filter({ visible: true }).click();
  await expect(page).toHaveURL(new RegExp(`/apps/todo/${view}$`));
  await expect(page.getByTestId('todo-screen')).toHaveAttribute('data-filter', view);
  await expect(page.getByTestId(`filter-${view}`).filter({ visible: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
}

export async function search(page: Page, text: string) {
  await page.getByTestId('task-search').fill(text);
}

/** Adds a task through the panel; the list is searched for it afterwards. */
export async function addTask(page: Page, title: string, dueDate?: string) {
  await page.getByTestId('add-task').filter({ visible: true }).click();
  const panel = page.getByTestId('task-form');
  await expect(panel).toBeVisible();
  await panel.getByTestId('task-title').fill(title);
  if (dueDate) await panel.getByTestId('task-due-date').fill(dueDate);
  await panel.getByTestId('task-save').click();
  await expect(panel).toBeHidden();
}
