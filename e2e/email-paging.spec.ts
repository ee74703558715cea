/**
 * A long folder in the email app (docs/decisions/0054: paging and server search), in server mode:
 * 150 drafts of this test's own, made through the API, in the shared server's drafts. The list
 * reads the first page only (100 mails), the next when it is scrolled near its end, and the
 * search box asks the server (`q`), paged the same way. The drafts go again afterwards.
 */
import type { APIRequestContext, Request } from '@playwright/test';
import { test } from './support/test';
import { demo, expect, signInWithForm } from './auth-helpers';

const MANY = 150;
const token = `page${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
let made: number[] = [];

async function bearer(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', {
    data: { email: demo.admin.email, password: demo.admin.password },
  });
  expect(login.status()).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  return { authorization: `Bearer ${accessToken}` };
}

test.beforeAll(async ({ request }) => {
  const headers = await bearer(request);
  for (let start = 0; start < MANY; start += 10) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(10, MANY - start) }, async (_, i) => {
        const res = await request.post('/api/apps/email/mails', {
          headers,
          data: {
            to: [],
            cc: [],
            bcc: [],
            subject: `${token} note ${start + i}`,
            message: `<p>Paging check ${start + i}</p>`,
            send: false,
          },
        });
        expect(res.status()).toBe(201);
        return ((await res.json()) as { mail: { id: number } }).mail.id;
      }),
    );
    made.push(...batch);
  }
});

test.afterAll(async ({ request }) => {
  if (made.length === 0) return;
  const headers = await bearer(request);
  await request.post('/api/apps/email/move-mails', {
    headers,
    data: { emailIds: made, mailFolder: 'trash' },
  });
  await request.post('/api/apps/email/delete-mails', { headers, data: { emailIds: made } });
  made = [];
});

/** The list's reads of GET /api/apps/email/mails, as their query parameters. */
function watchListReads(page: import('@playwright/test').Page) {
  const reads: URLSearchParams[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname === '/api/apps/email/mails') {
      reads.push(url.searchParams);
    }
  });
  return reads;
}

const scrollToEnd = (page: import('@playwright/test').Page) =>
  page.getByTestId('mail-scroller').evaluate((scroller) => {
    scroller.scrollTop = scroller.scrollHeight;
  });

/** The position of the last row drawn (the list is virtual: only the rows in sight exist). */
const lastDrawn = (page: import('@playwright/test').Page) =>
  page
    .getByTestId('mail-row')
    .evaluateAll((rows) =>
      Math.max(0, ...rows.map((r) => Number(r.getAttribute('aria-posinset')))),
    );

test('a long folder reads its first page, the next on scrolling; the search asks the server', async ({
  page,
}) => {
  const reads = watchListReads(page);
  await signInWithForm(page, demo.admin, { to: '/apps/email/draft' });
  await expect(page.getByTestId('email-screen')).toHaveAttribute('data-filter', 'draft');
  const rows = page.getByTestId('mail-row');
  await expect(rows.first()).toBeVisible();

  // the first page only: offset 0, limit 100, and the list knows the whole folder's size
  expect(reads.length).toBeGreaterThan(0);
  expect(reads.every((r) => r.get('offset') === '0' && r.get('limit') === '100')).toBe(true);
  const size = Number(await rows.first().getAttribute('aria-setsize'));
  expect(size).toBeGreaterThanOrEqual(MANY);

  // scrolled to the end of the loaded mails: the next page is read, and its rows are drawn
  await scrollToEnd(page);
  await expect.poll(() => reads.some((r) => r.get('offset') === '100')).toBe(true);
  await scrollToEnd(page);
  await expect.poll(() => lastDrawn(page)).toBeGreaterThan(100);

  // the search goes to the server, once typing pauses, and its results are paged the same way
  const before = reads.length;
  await page.getByTestId('mail-search').fill(token.toUpperCase());
  await expect
    .poll(() => reads.slice(before).some((r) => r.get('q') === token.toUpperCase()))
    .toBe(true);
  // one read for the words typed at once, from the top of the results
  expect(
    reads
      .slice(before)
      .filter((r) => r.has('q'))[0]
      .get('offset'),
  ).toBe('0');
  expect(reads.slice(before).filter((r) => r.has('q') && r.get('offset') === '0').length).toBe(1);
  await expect(rows.first()).toContainText(token);
  await expect(rows.first()).toHaveAttribute('aria-setsize', String(MANY));
  // the drafts were made ten at a time, so within a batch their order is the server's: the newest
  // row is of the last batch, the oldest of the first
  await expect(rows.first()).toContainText(new RegExp(`${token} note 14\\d(?!\\d)`));
  await scrollToEnd(page);
  await expect
    .poll(() => reads.some((r) => r.get('q') === token.toUpperCase() && r.get('offset') === '100'))
    .toBe(true);
  await scrollToEnd(page);
  await expect(rows.last()).toContainText(new RegExp(`${token} note \\d(?!\\d)`));

  // a mail not loaded (the search's last page is not that of the folder) opens by its link
  await page.getByTestId('mail-search').fill('');
  await page.goto(`/apps/email/draft?mail=${made[0]}`);
  await expect(page.getByTestId('mail-view')).toContainText(`${token} note 0`);
});
