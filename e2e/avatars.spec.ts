/**
 * A person's picture (the people issue): an admin uploads one in the edit screen and the view
 * shows it; a file that is no PNG, JPEG or WebP is refused beside the control before sending.
 * Screenshots of the edit screen's Account tab with the control (light and dark, 390 and 1366 px)
 * are written to reports/screenshots/avatars/ for looking at.
 */
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { signIn, useSettings, watchConsole } from './support/spine';
import { watchNetwork } from './support/network';

test.describe.configure({ mode: 'serial' });

const EDIT = '/apps/user/user-edit/268';
const VIEW = '/apps/user/user-view/268';

/** a 2x2 red PNG */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEklEQVR4nGM4oaFxQkODAUIBACEuBGGeECA5AAAAAElFTkSuQmCC',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

async function openEdit(page: Page) {
  await page.goto(EDIT);
  await expect(page.getByTestId('edit-avatar')).toBeVisible();
}

test.beforeEach(async ({ context, baseURL }) => {
  await signIn(context, 'admin', baseURL!);
});

test('an admin uploads a PNG for a person and the view shows it', async ({ page }) => {
  const errors = watchConsole(page);
  await openEdit(page);
  await expect(page.getByTestId('edit-avatar-remove')).toHaveCount(0);
  const saved = page.waitForResponse(
    (r) =>
      r.url().endsWith('/api/user-management/users/268/avatar') && r.request().method() === 'PUT',
  );
  await page
    .getByTestId('edit-avatar-input')
    .setInputFiles({ name: 'harbour.png', mimeType: 'image/png', buffer: PNG });
  const reply = await saved;
  expect(reply.status()).toBe(200);
  const { avatar } = (await reply.json()) as { avatar: string };
  expect(avatar).toMatch(/^\/api\/avatars\/268\?v=\d+$/);
  await expect(page.getByTestId('edit-avatar-image').locator('img')).toHaveAttribute('src', avatar);
  await expect(page.getByTestId('edit-avatar-remove')).toBeVisible();

  await page.goto(VIEW);
  const shown = page.locator(`img[src="${avatar}"]`);
  await expect(shown).toBeVisible();
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2);
  expect(errors).toEqual([]);
});

test('a GIF is refused beside the control, and nothing is sent', async ({ page }) => {
  await openEdit(page);
  const before = await page.getByTestId('edit-avatar-image').locator('img').getAttribute('src');
  let sent = false;
  page.on('request', (r) => {
    if (r.url().includes('/avatar') && r.method() === 'PUT') sent = true;
  });
  await page
    .getByTestId('edit-avatar-input')
    .setInputFiles({ name: 'wave.gif', mimeType: 'image/gif', buffer: GIF });
  await expect(page.getByTestId('edit-avatar-error')).toHaveText(
    'This file is not a PNG, JPEG or WebP image.',
  );
  // a text file named .png is caught by its first bytes
  await page
    .getByTestId('edit-avatar-input')
    .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('just text') });
  await expect(page.getByTestId('edit-avatar-error')).toHaveText(
    'This file is not a PNG, JPEG or WebP image.',
  );
  expect(sent).toBe(false);
  await expect(page.getByTestId('edit-avatar-image').locator('img')).toHaveAttribute(
    'src',
    before!,
  );
});

test('the server refuses a picture by its code, shown beside the control', async ({ page }) => {
  await openEdit(page);
  // the server's refusal, by its code (answered here: a file the browser's check lets through
  // is one the server takes, so the refusal is played back as the API sends it)
  await page.route('**/api/user-management/users/268/avatar', (route) =>
    route.fulfill({
      status: 422,
      contentType: 'application/json',
      body: JSON.stringify({
        error: 'body: the picture must be a PNG, JPEG or WebP image of at most 2 MB',
        code: 'unsupportedImage',
        field: 'body',
      }),
    }),
  );
  await page
    .getByTestId('edit-avatar-input')
    .setInputFiles({ name: 'harbour.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('edit-avatar-error')).toHaveText(
    'The picture must be a PNG, JPEG or WebP image of at most 2 MB.',
  );
});

test('removing the picture shows the default one again', async ({ page }) => {
  await openEdit(page);
  await page.getByTestId('edit-avatar-remove').click();
  await expect(page.getByTestId('edit-avatar-image').locator('img')).toHaveAttribute(
    'src',
    /^\/images\/avatars\/avatar-\d\d\.svg$/,
  );
  await expect(page.getByTestId('edit-avatar-remove')).toHaveCount(0);
});

test('screenshots of the Account tab with the control', async ({ page, browser, baseURL }) => {
  // three loads of the screen and a sign-in per theme: more than 30 s on a loaded 2-core machine
  test.slow();
  await openEdit(page);
  await page
    .getByTestId('edit-avatar-input')
    .setInputFiles({ name: 'harbour.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('edit-avatar-remove')).toBeVisible();
  for (const theme of ['light', 'dark'] as const) {
    // the settings are read when the app starts: a fresh context per theme
    const context = await browser.newContext();
    await signIn(context, 'admin', baseURL!);
    await useSettings(context, { theme });
    const shot = await context.newPage();
    const network = watchNetwork(shot);
    for (const width of [390, 1366]) {
      await shot.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await openEdit(shot);
      await network.quiet();
      expect(await shot.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      await shot.screenshot({
        path: `reports/screenshots/avatars/user-edit-${theme}-${width}.png`,
      });
    }
    if (theme === 'dark') {
      // the refusal beside the control
      await shot
        .getByTestId('edit-avatar-input')
        .setInputFiles({ name: 'wave.gif', mimeType: 'image/gif', buffer: GIF });
      await expect(shot.getByTestId('edit-avatar-error')).toBeVisible();
      await shot.screenshot({
        path: 'reports/screenshots/avatars/user-edit-refused-dark-1366.png',
      });
    }
    await context.close();
  }
});
