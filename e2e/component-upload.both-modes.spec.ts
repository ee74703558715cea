/**
 * The upload page (/components/upload), in both modes: files go to the server one by one with a
 * progress bar each (the upload throttled, so progress is seen), one is cancelled on the way and
 * nothing of it is stored; a refused file says why and nothing is sent; a file the server refuses
 * (too many files held) is sent again after one is removed; and a keyboard-only pass.
 */
import type { FileChooser, Locator, Page, TestInfo } from '@playwright/test';
import { test } from './support/test';
import { UPLOAD_MAX_FILES, type UploadsReply } from '../api/modules/uploads/contract';
import { demo, expect, isBrowserMode, signInWithForm, spoilAccessToken } from './auth-helpers';
import { callApi } from './support/call-api';
import { signIn, watchConsole } from './support/spine';

const PAGE = '/components/upload';
const UPLOADS = '/api/components/uploads';

async function openPage(page: Page, info: TestInfo, account: 'admin' | 'editor' = 'admin') {
  if (isBrowserMode(info)) await signInWithForm(page, demo[account], { to: PAGE });
  else {
    await signIn(page.context(), account, info.project.use.baseURL!);
    await page.goto(PAGE);
  }
  await expect(page.getByTestId('component-upload-examples')).toBeVisible();
  // the server holds the signed-in session's files: start with none (server mode shares a session)
  expect((await callApi(page, 'DELETE', UPLOADS)).status).toBe(200);
}

/** A PDF of `size` bytes. */
function pdf(name: string, size: number) {
  const buffer = Buffer.alloc(size, 0x20);
  buffer.write('%PDF-1.7\n');
  return { name, mimeType: 'application/pdf', buffer };
}

// the per-person limits count every session of the person: leave nothing behind
test.afterEach(async ({ page }) => {
  if (page.url().includes(PAGE)) await callApi(page, 'DELETE', UPLOADS);
});

/**
 * Browser mode: the page is the server, and Chromium hands a request's body to the service worker
 * at once, so an upload shows 100 % at once and cannot be caught on the way. There the slow wire
 * is played by holding back the send of files named `slow-*` until the test's end (an abort
 * before the send ends them as the browser would after it).
 */
async function holdBackSlowFiles(page: Page) {
  await page.addInitScript(() => {
    const proto = XMLHttpRequest.prototype;
    const { open, send, abort } = proto;
    const held = new WeakMap<XMLHttpRequest, ReturnType<typeof setTimeout>>();
    const urls = new WeakMap<XMLHttpRequest, string>();
    proto.open = function (this: XMLHttpRequest, ...args: Parameters<typeof open>) {
      urls.set(this, String(args[1]));
      return open.apply(this, args);
    } as typeof open;
    proto.send = function (this: XMLHttpRequest, body?: Parameters<typeof send>[0]) {
      if (!urls.get(this)?.includes('name=slow-')) return send.call(this, body);
      held.set(
        this,
        setTimeout(() => send.call(this, body), 120_000),
      );
    };
    proto.abort = function (this: XMLHttpRequest) {
      const timer = held.get(this);
      if (timer === undefined) return abort.call(this);
      clearTimeout(timer);
      held.delete(this);
      this.dispatchEvent(new ProgressEvent('abort'));
    };
  });
}

const stored = async (page: Page) =>
  (await callApi<UploadsReply>(page, 'GET', UPLOADS)).data.uploads.map((u) => u.name);

/** The row of a file in a list, and its progress bar. */
const row = (list: Locator, name: string) =>
  list.getByTestId('upload-item').filter({ hasText: name });
const bar = (list: Locator, name: string) =>
  list.getByRole('progressbar', { name: new RegExp(name.replace('.', '\\.')) });
const valueOf = async (progress: Locator) => Number(await progress.getAttribute('aria-valuenow'));

/** Sends at most `bytesPerSecond` upward (Chromium's network emulation). */
async function throttleUploads(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
}

test(
  'two files progress to done while a third is cancelled on the way and never stored',
  { tag: '@browser-mode' },
  async ({ page }, info) => {
    test.setTimeout(90_000);
    const errors = watchConsole(page);
    const browserMode = isBrowserMode(info);
    if (browserMode) await holdBackSlowFiles(page);
    await openPage(page, info);
    if (!browserMode) await throttleUploads(page, 1024 * 1024);
    const list = page.getByTestId('upload-documents-list');
    // two go at once: the bill of lading and the big scan; the invoice waits its turn
    await page
      .getByTestId('upload-documents-zone-input')
      .setInputFiles([
        pdf('bill-of-lading.pdf', 2 * 1024 * 1024),
        pdf('slow-hold-scan.pdf', 4 * 1024 * 1024),
        pdf('invoice.pdf', 1024 * 1024),
      ]);
    // (browser mode: the bill of lading ends at once, and the invoice may be sent before a look)
    if (!browserMode)
      await expect(row(list, 'invoice.pdf')).toHaveAttribute('data-status', 'queued');
    // the scan is on its way (server mode: its progress is seen moving), then cancelled
    const scan = bar(list, 'slow-hold-scan.pdf');
    await expect(row(list, 'slow-hold-scan.pdf')).toHaveAttribute('data-status', 'uploading');
    if (!browserMode) {
      await expect.poll(() => valueOf(scan), { timeout: 20_000 }).toBeGreaterThan(0);
      expect(await valueOf(scan)).toBeLessThan(100);
    }
    await page.getByRole('button', { name: 'Cancel the upload of slow-hold-scan.pdf' }).click();
    await expect(row(list, 'slow-hold-scan.pdf')).toHaveAttribute('data-status', 'cancelled');
    await expect(row(list, 'slow-hold-scan.pdf').getByTestId('upload-status')).toHaveText(
      'Cancelled',
    );
    expect(await valueOf(scan)).toBeLessThan(100);
    // the two others reach 100 and are on the server
    for (const name of ['bill-of-lading.pdf', 'invoice.pdf']) {
      await expect(row(list, name)).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
      await expect(bar(list, name)).toHaveAttribute('aria-valuenow', '100');
      await expect(row(list, name).getByTestId('upload-status')).toHaveText('Uploaded');
    }
    expect((await stored(page)).sort()).toEqual(['bill-of-lading.pdf', 'invoice.pdf']);
    // each change is announced politely: the last one, an upload's end or the cancel (browser mode's
    // uploads end at once, so they may finish before the cancel)
    await expect(
      page.getByRole('status').filter({ hasText: /\.pdf: (Uploaded|Cancelled)$/ }),
    ).toHaveCount(1);
    expect(errors).toEqual([]);
  },
);

test('a refused file type says why and nothing is sent', async ({ page }, info) => {
  await openPage(page, info);
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes(UPLOADS)) posts.push(r.url());
  });
  const list = page.getByTestId('upload-documents-list');
  await page.getByTestId('upload-documents-zone-input').setInputFiles([
    { name: 'container-list.txt', mimeType: 'text/plain', buffer: Buffer.from('TGHU 874512 3') },
    // a text file renamed .pdf: its first bytes give it away
    { name: 'fake-invoice.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a PDF') },
  ]);
  await expect(row(list, 'container-list.txt').getByTestId('upload-reason')).toHaveText(
    'This type of file is not accepted.',
  );
  await expect(row(list, 'fake-invoice.pdf').getByTestId('upload-reason')).toHaveText(
    "The content is not what the file's name says (a renamed file?).",
  );
  for (const name of ['container-list.txt', 'fake-invoice.pdf']) {
    await expect(row(list, name)).toHaveAttribute('data-status', 'refused');
    await expect(row(list, name).getByTestId('upload-status')).toHaveText('Not sent');
  }
  // the picture example takes no PDF
  await page.getByTestId('upload-previews-zone-input').setInputFiles([pdf('manifest.pdf', 2048)]);
  await expect(
    row(page.getByTestId('upload-previews-list'), 'manifest.pdf').getByTestId('upload-reason'),
  ).toHaveText('This type of file is not accepted.');
  expect(posts).toEqual([]);
  expect(await stored(page)).toEqual([]);
});

test('a file the server refuses is sent again once there is room', async ({ page }, info) => {
  // the editor: the admin's other sessions in this run hold nothing against its limit
  await openPage(page, info, 'editor');
  const documents = page.getByTestId('upload-documents-list');
  const names = Array.from({ length: UPLOAD_MAX_FILES }, (_, i) => `packing-list-${i + 1}.pdf`);
  await page
    .getByTestId('upload-documents-zone-input')
    .setInputFiles(names.map((name) => pdf(name, 4096)));
  for (const name of names) {
    await expect(row(documents, name)).toHaveAttribute('data-status', 'done');
  }
  // the server holds six files of this person: the seventh is refused, and says why
  const button = page.getByTestId('upload-button-list');
  await page
    .getByTestId('upload-button-input')
    .setInputFiles([pdf('customs-declaration.pdf', 8192)]);
  await expect(row(button, 'customs-declaration.pdf')).toHaveAttribute('data-status', 'failed');
  await expect(row(button, 'customs-declaration.pdf').getByTestId('upload-reason')).toHaveText(
    'The server already holds 6 of your files: remove one, then send again.',
  );
  await page.getByRole('button', { name: 'Remove packing-list-1.pdf' }).click();
  await expect(row(documents, 'packing-list-1.pdf')).toHaveCount(0);
  await page.getByRole('button', { name: 'Send customs-declaration.pdf again' }).click();
  await expect(row(button, 'customs-declaration.pdf')).toHaveAttribute('data-status', 'done');
  await expect(bar(button, 'customs-declaration.pdf')).toHaveAttribute('aria-valuenow', '100');
  const held = await stored(page);
  expect(held).toContain('customs-declaration.pdf');
  expect(held).not.toContain('packing-list-1.pdf');
  expect(held).toHaveLength(UPLOAD_MAX_FILES);
});

test("keyboard only: the drop zone's button opens the chooser, and a file is removed by its button", async ({
  page,
}, info) => {
  await openPage(page, info);
  // the zone's button, named after it
  const choose = page.getByRole('button', { name: 'Choose files: Drop shipping documents' });
  // Tab from the card's "Show code" button (just before the example) reaches it
  await page.getByTestId('example-documents').getByTestId('example-show-code').focus();
  await page.keyboard.press('Tab');
  await expect(choose).toBeFocused();
  await expect(choose).toHaveAccessibleDescription(/PDF, PNG, JPEG · up to 5 MB each/);
  // Enter opens the chooser; on a loaded machine the first press was once seen to open none (the
  // chooser event never came), so a second press is allowed, from the same focused button
  let chooser: FileChooser | undefined;
  for (let attempt = 0; attempt < 2 && !chooser; attempt++) {
    const opened = page.waitForEvent('filechooser', { timeout: 8_000 }).catch(() => undefined);
    await expect(choose).toBeFocused();
    await page.keyboard.press('Enter');
    chooser = await opened;
  }
  expect(chooser, 'the file chooser opened by Enter').toBeDefined();
  await chooser!.setFiles([pdf('arrival-notice.pdf', 4096)]);
  const list = page.getByTestId('upload-documents-list');
  await expect(row(list, 'arrival-notice.pdf')).toHaveAttribute('data-status', 'done');
  // Tab on to the file's remove button and press it
  const remove = page.getByRole('button', { name: 'Remove arrival-notice.pdf' });
  for (let i = 0; i < 10 && !(await remove.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(remove).toBeFocused();
  await page.keyboard.press('Space');
  await expect(row(list, 'arrival-notice.pdf')).toHaveCount(0);
  expect(await stored(page)).toEqual([]);
  // the closed entry's zone cannot be reached or used
  await expect(page.getByTestId('upload-read-only-zone-choose')).toBeDisabled();
});

test(
  'an expired access token is renewed and the file sent',
  { tag: '@browser-mode' },
  async ({ page }) => {
    // through the sign-in form in both modes: the renewal needs the refresh cookie it sets
    await signInWithForm(page, demo.editor, { to: PAGE });
    await expect(page.getByTestId('component-upload-examples')).toBeVisible();
    await spoilAccessToken(page);
    const list = page.getByTestId('upload-button-list');
    await page
      .getByTestId('upload-button-input')
      .setInputFiles([pdf('customs-declaration.pdf', 8192)]);
    await expect(row(list, 'customs-declaration.pdf')).toHaveAttribute('data-status', 'done');
    expect(await stored(page)).toEqual(['customs-declaration.pdf']);
  },
);
