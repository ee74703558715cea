/**
 * The FAQ and the knowledge base (docs/product.md section 7.16), in both modes (browser mode: the
 * API in the page): the FAQ filters and highlights as you type and opens a linked answer; the
 * knowledge base goes category -> article -> related article with the ids in the address, which a
 * reload keeps; an unknown id says so with the way back; axe on every screen in light, then its
 * colours in dark on the same page; the texts follow the language.
 */
import type { Page, TestInfo } from '@playwright/test';
import { test } from './support/test';
import { demo, expect, isBrowserMode, signInWithForm } from './auth-helpers';
import { goInside, signIn, useSettings, watchConsole } from './support/spine';
import { expectAxeCleanInLightThenDark } from './support/theme';

const KB = '/pages/knowledge-base';

/** Signed in as admin at `path` (browser mode: through the form, the API being in the page). */
async function open(page: Page, info: TestInfo, path: string, settings = {}) {
  await useSettings(page.context(), settings);
  if (isBrowserMode(info)) {
    await signInWithForm(page, demo.admin, { to: path });
  } else {
    await signIn(page.context(), 'admin', info.project.use.baseURL!);
    await page.goto(path);
  }
}

/**
 * Another address once signed in: browser mode moves inside the app, as a link would (a full
 * load would start a fresh API in the page, without the session).
 */
async function go(page: Page, info: TestInfo, path: string) {
  if (isBrowserMode(info)) await goInside(page, path);
  else await page.goto(path);
}

test.describe('FAQ', () => {
  test('filters and highlights as you type, keeps the words in the address, clears', async ({
    page,
  }, info) => {
    const errors = watchConsole(page);
    await open(page, info, '/pages/faq');
    const items = page.locator('[data-testid^="faq-item-"]');
    await expect(items).toHaveCount(21);
    await page.getByLabel('Search the questions').fill('lithium');
    await expect(page.getByTestId('faq-found')).toHaveText('1 question found');
    await expect(items).toHaveCount(1);
    const item = page.getByTestId('faq-item-dg-lithium');
    // the answer found is open, and the word is marked in the question and the answer
    await expect(item.getByText('UN3480 alone', { exact: false })).toBeVisible();
    await expect(item.locator('mark').first()).toHaveText(/^lithium$/i);
    expect(await item.locator('mark').count()).toBeGreaterThan(1);
    await expect(page).toHaveURL(/\/pages\/faq\?q=lithium$/);
    // two words: both must occur
    await page.getByLabel('Search the questions').fill('lithium customs');
    await expect(
      page.getByText('No question holds all of these words.', { exact: false }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Clear the search' }).click();
    await expect(items).toHaveCount(21);
    await expect(page).toHaveURL(/\/pages\/faq$/);
    expect(errors).toEqual([]);
  });

  test('typing at a normal pace loses no keystroke; the address follows after a pause', async ({
    page,
  }, info) => {
    await open(page, info, '/pages/faq');
    await expect(page.locator('[data-testid^="faq-item-"]')).toHaveCount(21);
    const box = page.getByLabel('Search the questions');
    await box.pressSequentially('incoterm', { delay: 40 });
    await expect(box).toHaveValue('incoterm');
    await expect(page).toHaveURL(/\/pages\/faq\?q=incoterm$/);
    await expect(page.getByTestId('faq-found')).toHaveText(/^\d+ questions? found$/);
    await expect(box).toHaveValue('incoterm');
    // emptying the box takes the words out of the address
    await box.press('Control+a');
    await box.press('Backspace');
    await expect(page).toHaveURL(/\/pages\/faq$/);
    await expect(box).toHaveValue('');
  });

  test('a link to an answer opens it and scrolls to it; ?q= opens the answers found', async ({
    page,
  }, info) => {
    await page.setViewportSize({ width: 1366, height: 700 });
    await open(page, info, '/pages/faq#payment-letter-of-credit');
    const item = page.getByTestId('faq-item-payment-letter-of-credit');
    await expect(item.getByText('Send us the letter of credit', { exact: false })).toBeVisible();
    await expect(item).toBeInViewport();
    await expect(
      item.getByRole('button', { name: 'Do you work with letters of credit?' }),
    ).toHaveAttribute('aria-expanded', 'true');
    // another answer stays closed
    await expect(
      page.getByTestId('faq-item-quote-request').getByRole('button').first(),
    ).toHaveAttribute('aria-expanded', 'false');
    // the answer's own link is that address
    await expect(item.getByRole('link', { name: /^Link to this answer/ })).toHaveAttribute(
      'href',
      '#payment-letter-of-credit',
    );

    await go(page, info, '/pages/faq?q=carnet');
    await expect(page.getByLabel('Search the questions')).toHaveValue('carnet');
    await expect(page.getByText('with an ATA carnet', { exact: false })).toBeVisible();
  });
});

test.describe('knowledge base', () => {
  test('category -> article -> related article: the address names them, a reload keeps them', async ({
    page,
  }, info) => {
    const errors = watchConsole(page);
    await open(page, info, KB);
    const category = page.getByTestId('category-link-dangerous-goods');
    await expect(category).toHaveText('Dangerous goods');
    await expect(page.getByRole('listitem').filter({ has: category })).toContainText('3 articles');
    await category.click();
    await expect(page).toHaveURL(`${KB}/category?category=dangerous-goods`);
    await expect(page.getByTestId('category-title')).toHaveText('Dangerous goods');
    await page.getByTestId('article-link-dg-documents').click();
    await expect(page).toHaveURL(
      `${KB}/category/question?category=dangerous-goods&article=dg-documents`,
    );
    await expect(page.getByTestId('article-title')).toHaveText('Documents for dangerous goods');
    const related = page.getByRole('list', { name: 'Related articles' });
    await expect(related.getByRole('listitem')).toHaveCount(2);
    await related.getByTestId('article-link-bill-of-lading').click();
    await expect(page).toHaveURL(
      `${KB}/category/question?category=customs-documents&article=bill-of-lading`,
    );
    await expect(page.getByTestId('article-title')).toHaveText(
      'Bill of lading, sea waybill and telex release',
    );
    // the address alone shows it again: a reload in server mode; in browser mode (a reload would
    // start a fresh API without the session) the address opened anew from another page
    if (isBrowserMode(info)) {
      const here = new URL(page.url());
      await goInside(page, KB);
      await expect(page.getByTestId('knowledge-base-screen')).toBeVisible();
      await goInside(page, here.pathname + here.search);
    } else {
      await page.reload();
    }
    await expect(page.getByTestId('article-title')).toHaveText(
      'Bill of lading, sea waybill and telex release',
    );
    await page.getByRole('link', { name: 'Back to Customs and documents' }).click();
    await expect(page).toHaveURL(`${KB}/category?category=customs-documents`);
    await expect(page.getByTestId('category-title')).toHaveText('Customs and documents');
    expect(errors).toEqual([]);
  });

  test(
    'the search asks the API and lists the articles holding every word',
    { tag: '@browser-mode' },
    async ({ page }, info) => {
      await open(page, info, KB);
      await page.getByLabel('Search the articles').fill('un3480');
      await expect(page.getByTestId('kb-found')).toHaveText('1 article found');
      const hit = page
        .getByRole('list', { name: 'Articles found' })
        .getByTestId('article-link-lithium-batteries');
      await expect(hit).toHaveText('Shipping lithium batteries');
      await expect(page).toHaveURL(`${KB}?q=un3480`);
      await page.getByLabel('Search the articles').fill('container zeppelin');
      await expect(page.getByTestId('kb-found')).toHaveText('0 articles found');
      await go(page, info, `${KB}?q=bonded`);
      await expect(page.getByTestId('kb-found')).toHaveText(/^\d+ articles? found$/);
      await expect(page.getByTestId('article-link-bonded-warehouse').first()).toBeVisible();
    },
  );

  test('typing at a normal pace loses no keystroke; the search follows after a pause', async ({
    page,
  }, info) => {
    await open(page, info, KB);
    await expect(page.getByTestId('category-link-dangerous-goods')).toBeVisible();
    const box = page.getByLabel('Search the articles');
    await box.pressSequentially('incoterm', { delay: 40 });
    await expect(box).toHaveValue('incoterm');
    await expect(page).toHaveURL(`${KB}?q=incoterm`);
    await expect(page.getByTestId('kb-found')).toHaveText(/^\d+ articles? found$/);
    await expect(box).toHaveValue('incoterm');
  });

  test('an unknown category or article says so, with the way back', async ({ page }, info) => {
    await open(page, info, `${KB}/category?category=no-such-category`);
    const missing = page.getByTestId('help-not-found');
    await expect(missing.getByRole('heading', { name: 'Category not found' })).toBeVisible();
    await missing.getByRole('link', { name: 'Back to the knowledge base' }).click();
    await expect(page).toHaveURL(KB);
    await expect(page.getByTestId('category-link-warehousing')).toBeVisible();

    await go(page, info, `${KB}/category/question?category=warehousing&article=no-such-article`);
    await expect(missing.getByRole('heading', { name: 'Article not found' })).toBeVisible();
    await missing.getByRole('link', { name: 'Back to the category' }).click();
    await expect(page).toHaveURL(`${KB}/category?category=warehousing`);
    await expect(page.getByTestId('category-title')).toHaveText('Warehousing');

    await go(page, info, `${KB}/category/question`);
    await expect(missing.getByRole('heading', { name: 'Article not found' })).toBeVisible();
  });
});

test('axe in light and dark: the FAQ searched and opened, the knowledge base, a category, an article', async ({
  page,
}, info) => {
  test.setTimeout(120_000); // five pages through axe
  const errors = watchConsole(page);
  await open(page, info, '/pages/faq?q=incoterm', { theme: 'light' });
  await expect(page.locator('mark').first()).toBeVisible();
  await page.waitForTimeout(300);
  await expectAxeCleanInLightThenDark(page, 'the FAQ');
  await go(page, info, `${KB}?q=container`);
  await expect(page.getByTestId('kb-found')).toBeVisible();
  await expectAxeCleanInLightThenDark(page, 'the knowledge base searched');
  await go(page, info, `${KB}/category?category=warehousing`);
  await expect(page.getByTestId('category-title')).toBeVisible();
  await expectAxeCleanInLightThenDark(page, 'a category');
  await go(page, info, `${KB}/category/question?category=warehousing&article=bonded-warehouse`);
  await expect(page.getByTestId('article-title')).toBeVisible();
  await expectAxeCleanInLightThenDark(page, 'an article');
  await go(page, info, `${KB}/category?category=nothing`);
  await expect(page.getByTestId('help-not-found')).toBeVisible();
  await expectAxeCleanInLightThenDark(page, 'an unknown category');
  // the one console error allowed: the browser's own line for the 404 of the unknown category
  expect(errors.filter((error) => !/404/.test(error))).toEqual([]);
});

test('German: the FAQ and the knowledge base in the reader’s language', async ({ page }, info) => {
  await open(page, info, '/pages/faq');
  await expect(page.getByTestId('faq-item-quote-request')).toBeVisible();
  await page.getByTestId('language-switcher').first().selectOption('de');
  await expect(page.getByRole('heading', { name: 'Häufig gestellte Fragen' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Gefahrgut' })).toBeVisible();
  await page.getByLabel('Fragen durchsuchen').fill('Akkreditiv');
  await expect(page.getByTestId('faq-found')).toHaveText('1 Frage gefunden');
  await go(
    page,
    info,
    `${KB}/category/question?category=dangerous-goods&article=lithium-batteries`,
  );
  await expect(page.getByTestId('article-title')).toHaveText('Lithiumbatterien versenden');
  await expect(page.getByRole('heading', { name: 'Verwandte Artikel' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Die neun Gefahrgutklassen' })).toBeVisible();
});
