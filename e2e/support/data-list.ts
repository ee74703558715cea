/**
 * The data list's steps for the browser tests (data-list.both-modes.spec.ts, data-list.shots.ts):
 * open a view as a demo account in either mode, add a product through the side panel, search.
 * The list is shared by every test running at once: each test names its products with a token
 * of its own and finds them with the search box.
 */
import type { Page, TestInfo } from '@playwright/test';
import { demo, expect, isBrowserMode, signInWithForm } from '../auth-helpers';
import { signIn } from './spine';

export const LIST_VIEW = '/ui-elements/data-list/list-view';
export const THUMB_VIEW = '/ui-elements/data-list/thumb-view';

/** A 2 x 2 PNG picture (red, green, blue and white pixels). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGO4o6GhscCGQSPgxP///wEjfAZuDu9vtAAAAABJRU5ErkJggg==',
  'base64',
);

export function newToken(info: TestInfo) {
  return `${info.project.name}-${Math.floor(Math.random() * 36 ** 6).toString(36)}`;
}

export async function openDataList(page: Page, info: TestInfo, path = LIST_VIEW) {
  if (isBrowserMode(info)) {
    await signInWithForm(page, demo.admin, { to: path });
  } else {
    await signIn(page.context(), 'admin', info.project.use.baseURL!);
    await page.goto(path);
  }
  await expect(page.getByTestId('data-list-screen')).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
}

export const rows = (page: Page) => page.getByTestId('product-row');
export const names = (page: Page) => rows(page).getByTestId('product-name');

export async function search(page: Page, text: string) {
  await page.getByTestId('data-list-search').fill(text);
}

/** Chooses an option of one of the panel's selects by its label. */
export async function choose(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

export interface NewProduct {
  name: string;
  category?: string;
  status?: string;
  price?: string;
  popularity?: string;
  picture?: Buffer;
}

/** Fills the open panel's fields. */
export async function fillPanel(page: Page, product: NewProduct) {
  const panel = page.getByTestId('product-form');
  await panel.getByTestId('product-name-input').fill(product.name);
  await choose(page, 'product-category-input', product.category ?? 'Audio');
  await choose(page, 'product-status-input', product.status ?? 'Pending');
  await panel.getByTestId('product-price-input').fill(product.price ?? '120');
  await panel.getByTestId('product-popularity-input').fill(product.popularity ?? '75');
  if (product.picture) {
    await panel.getByTestId('product-picture-input').setInputFiles({
      name: 'picture.png',
      mimeType: 'image/png',
      buffer: product.picture,
    });
    await expect(panel.getByTestId('product-picture-preview')).toHaveAttribute(
      'src',
      /^data:image\/png/,
    );
  }
}

/** Adds a product through the side panel. */
export async function addProduct(page: Page, product: NewProduct) {
  await page.getByTestId('data-list-add').click();
  await expect(page.getByTestId('product-form')).toBeVisible();
  await fillPanel(page, product);
  await page.getByTestId('product-save').click();
  await expect(page.getByTestId('product-form')).toBeHidden();
}
