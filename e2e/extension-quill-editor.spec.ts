/**
 * /extensions/quill-editor: what e2e/showcase.spec.ts (cards, axe light and dark, show code)
 * cannot see. Bold from the toolbar and from Ctrl+B reaches the sanitized preview; HTML with an
 * image's onerror and a script is shown cleaned (nothing runs); the toolbar's controls are named
 * in English and in German; Tab goes through the toolbar into the note and out again; the counter
 * cuts at its limit; axe once every editor is drawn, with a picker closed and open, in light and
 * then (its colour rules) in dark.
 */
import type { Page } from '@playwright/test';
import { test } from './support/test';
import { expect } from './auth-helpers';
import { seriousColourViolations, seriousViolations } from './support/axe';
import { signIn, useSettings, watchConsole } from './support/spine';
import { switchTheme } from './support/theme';

async function open(page: Page) {
  await page.goto('/extensions/quill-editor');
  // Quill arrives with the first editor: wait until its toolbar has its names
  await expect(
    page.getByTestId('quill-full').getByRole('button', { name: 'Bold', exact: true }),
  ).toBeVisible({ timeout: 15_000 });
}

test('preview: bold from the toolbar and from Ctrl+B shows <strong>', async ({
  page,
  context,
}, info) => {
  await signIn(context, 'admin', info.project.use.baseURL!);
  const errors = watchConsole(page);
  await open(page);
  const card = page.getByTestId('example-preview');
  const area = card.getByRole('textbox', { name: 'Customer notice' });
  await area.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await card.getByRole('button', { name: 'Bold', exact: true }).click();
  await page.keyboard.type('Reefer plugged in at bay 4');
  const preview = card.getByTestId('quill-preview');
  await expect(preview.locator('strong', { hasText: 'Reefer plugged in at bay 4' })).toBeVisible();
  await expect(card.getByTestId('quill-preview-html')).toContainText(
    '<strong>Reefer plugged in at bay 4</strong>',
  );

  // a new line starts without bold; Ctrl+B makes the selected words bold
  await page.keyboard.press('Enter');
  await page.keyboard.type('Gate out 14:20');
  await expect(preview).toContainText('Gate out 14:20');
  await expect(preview.locator('strong', { hasText: 'Gate out 14:20' })).toHaveCount(0);
  await page.keyboard.press('Shift+Home');
  await page.keyboard.press('Control+b');
  await expect(preview.locator('strong', { hasText: 'Gate out 14:20' })).toBeVisible();
  await expect(card.getByTestId('quill-preview-html')).toContainText(
    '<strong>Gate out 14:20</strong>',
  );
  expect(errors).toEqual([]);
});

test('preview: an image with onerror and a script are removed; nothing runs', async ({
  page,
  context,
}, info) => {
  await signIn(context, 'admin', info.project.use.baseURL!);
  const errors = watchConsole(page);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await open(page);
  const title = await page.title();
  const card = page.getByTestId('example-preview');
  const preview = card.getByTestId('quill-preview');
  const source = card.getByTestId('quill-preview-html');

  // the button pastes a carrier's message with both into the HTML source
  await card.getByRole('button', { name: 'Paste HTML from an email' }).click();
  await expect(card.getByRole('textbox', { name: 'HTML of the notice' })).toHaveValue(/onerror/);
  await expect(preview).toContainText('Please confirm the new cut-off.');
  await expect(preview.locator('img, script')).toHaveCount(0);
  await expect(source).not.toContainText('onerror');
  await expect(source).not.toContainText('script');
  const removed = card.getByTestId('quill-preview-removed');
  await expect(removed).toContainText('Removed by DOMPurify');
  await expect(removed).toContainText('onerror');
  await expect(removed).toContainText('<script>');

  // HTML typed into the source: a picture from elsewhere keeps no handler
  await card
    .getByRole('textbox', { name: 'HTML of the notice' })
    .fill(
      '<p>Seal photo:</p><img src="https://example.com/seal.png" alt="Seal ML-TH 2231987" onerror="window.__hit = 1"><script>window.__hit = 2</script>',
    );
  await expect(preview.locator('img')).toHaveAttribute('alt', 'Seal ML-TH 2231987');
  expect(await preview.locator('img').evaluate((img) => img.hasAttribute('onerror'))).toBe(false);
  await expect(preview.locator('script')).toHaveCount(0);
  await expect(source).not.toContainText('onerror');

  // back in the editor, the note starts from the cleaned HTML
  await card.getByText('Editor', { exact: true }).click();
  await expect(card.getByRole('textbox', { name: 'Customer notice' })).toContainText('Seal photo:');
  expect(await page.evaluate(() => (window as { __hit?: number }).__hit)).toBeUndefined();
  expect(await page.title()).toBe(title);
  expect(dialogs).toEqual([]);
  // the picture itself cannot load in the test (no network): only that may be in the console
  expect(errors.filter((e) => !e.includes('example.com') && !e.includes('ERR_'))).toEqual([]);
});

const ENGLISH = [
  'Text style',
  'Bold',
  'Italic',
  'Underline',
  'Strikethrough',
  'Text colour',
  'Highlight colour',
  'Numbered list',
  'Bulleted list',
  'Decrease indent',
  'Increase indent',
  'Alignment',
  'Link',
  'Quote',
  'Code block',
  'Clear formatting',
];
const GERMAN = [
  'Textstil',
  'Fett',
  'Kursiv',
  'Unterstrichen',
  'Durchgestrichen',
  'Textfarbe',
  'Hervorhebungsfarbe',
  'Nummerierte Liste',
  'Aufzählung',
  'Einzug verkleinern',
  'Einzug vergrößern',
  'Ausrichtung',
  'Link',
  'Zitat',
  'Codeblock',
  'Formatierung entfernen',
];

/** the names of the full toolbar's buttons and pickers, in their order */
async function toolbarNames(page: Page, name: string) {
  const toolbar = page.getByTestId('quill-full').getByRole('toolbar', { name });
  await expect(toolbar).toBeVisible();
  return toolbar
    .locator('button, .ql-picker-label')
    .evaluateAll((controls) => controls.map((c) => c.getAttribute('aria-label') ?? ''));
}

test('the toolbar is named in English and, after switching, in German', async ({
  page,
  context,
}, info) => {
  await signIn(context, 'admin', info.project.use.baseURL!);
  await open(page);
  expect(await toolbarNames(page, 'Formatting: Shipment note')).toEqual(ENGLISH);
  // the picker's options too (open the colours)
  const full = page.getByTestId('quill-full');
  await full.getByRole('button', { name: 'Text colour' }).click();
  await expect(full.getByRole('button', { name: 'Blue', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(full.getByRole('textbox', { name: 'Shipment note' })).toContainText('MSKU 407312-6');

  await page.getByTestId('language-switcher').first().selectOption('de');
  await expect(full.getByRole('textbox', { name: 'Sendungsnotiz' })).toContainText('Plombe');
  expect(await toolbarNames(page, 'Formatierung: Sendungsnotiz')).toEqual(GERMAN);
  await expect(
    page.getByTestId('example-preview').getByRole('button', { name: 'Fett', exact: true }),
  ).toBeVisible();
  // the header picker shows its words in German, not Quill's English
  const header = full.locator('.ql-header .ql-picker-label');
  expect(await header.evaluate((label) => getComputedStyle(label, '::before').content)).toBe(
    '"Normaler Text"',
  );
  await full.getByRole('heading', { name: /SHP-26-0817/ }).click();
  await expect
    .poll(() => header.evaluate((label) => getComputedStyle(label, '::before').content))
    .toBe('"Überschrift 2"');
});

test('keyboard: Tab goes through the toolbar into the note and out of it', async ({
  page,
  context,
}, info) => {
  await signIn(context, 'admin', info.project.use.baseURL!);
  await open(page);
  const full = page.getByTestId('quill-full');
  await full.getByRole('button', { name: 'Text style' }).focus();
  const area = full.getByRole('textbox', { name: 'Shipment note' });
  for (let i = 0; i < 30 && !(await area.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(area).toBeFocused();
  // bold by keyboard while in the note, then Tab leaves (no tab character is typed)
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Tab');
  await expect(area).not.toBeFocused();
  expect(await area.evaluate((el) => el.textContent?.includes('\t'))).toBe(false);
});

test('counter: words and characters, cut at 200', async ({ page, context }, info) => {
  await signIn(context, 'admin', info.project.use.baseURL!);
  await open(page);
  const card = page.getByTestId('example-counter');
  const count = card.getByTestId('quill-counter-count');
  await expect(count).toContainText('of 200 characters');
  await expect(count).toContainText('Words: 16');
  const area = card.getByRole('textbox', { name: 'Delivery instructions for the driver' });
  await area.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.insertText(' Reefer: keep the genset running.'.repeat(8));
  await expect(count).toContainText('200 of 200 characters');
  await expect(card.getByRole('status')).toHaveText(
    "The limit is reached: the driver's app shows no more.",
  );
});

// the generic test may run axe before Quill has arrived: here, once every editor is drawn; every
// rule in light, then the colour rules once the header's switch has repainted the same page in
// dark (e2e/support/axe.ts, COLOUR_RULES)
test('axe with every editor drawn, and with a picker open, in light then dark', async ({
  page,
  context,
}, info) => {
  await useSettings(context, { theme: 'light' });
  await signIn(context, 'admin', info.project.use.baseURL!);
  await open(page);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  await expect(page.locator('.ql-editor')).toHaveCount(5);
  await page.waitForTimeout(300);
  expect(await seriousViolations(page), 'light').toEqual([]);
  const full = page.getByTestId('quill-full');
  const textStyle = full.getByRole('button', { name: 'Text style' });
  const heading1 = full.getByRole('button', { name: 'Heading 1' });
  await textStyle.click();
  await expect(heading1).toBeVisible();
  expect(await seriousViolations(page), 'light, a picker open').toEqual([]);

  // closed again (its label toggles it), then the same page repainted in dark, picker closed
  // and open
  await textStyle.click();
  await expect(heading1).toBeHidden();
  await switchTheme(page, 'dark');
  await expect(page.locator('.ql-editor')).toHaveCount(5);
  expect(await seriousColourViolations(page), 'dark').toEqual([]);
  await textStyle.click();
  await expect(heading1).toBeVisible();
  expect(await seriousColourViolations(page), 'dark, a picker open').toEqual([]);
});
