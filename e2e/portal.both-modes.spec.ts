/**
 * The customer's portal: the demo customer signs in and lands on their company's shipments (not
 * the staff dashboard, whose apps stay closed to them), searches (every keystroke kept, the address
 * following after a pause), filters by status, opens a shipment and reads its route, timeline and
 * arrival history; a shipment of another company reads as none. Axe in light and dark on the list
 * and a shipment. The first flow also runs in browser mode, where the page's own back end answers
 * (it moves by the app's links there, never by a reload).
 */
import type { Page } from '@playwright/test';
import { test } from './support/test';
import { demo, expect, signInWithForm } from './auth-helpers';
import { callApi } from './support/call-api';
import { goInside, useSettings, watchConsole } from './support/spine';
import { expectAxeCleanInLightThenDark } from './support/theme';

const customer = { email: 'customer@demo.com', password: 'customer-demo-pass' };
const COMPANY = 'Chao Phraya Electronics Co., Ltd.';

interface Row {
  id: number;
  trackingNumber: string;
  status: string;
  canceledAt: string | null;
  destination: { name: string };
}

/** the company's shipments as the portal's API gives them to the signed-in customer */
async function portalItems(page: Page, query = '') {
  const reply = await callApi<{ items: Row[]; total: number }>(
    page,
    'GET',
    `/api/portal/shipments?perPage=50${query}`,
  );
  expect(reply.status).toBe(200);
  return reply.data;
}

/** the shipments' status names in English (app/locales/en/shipments.json) */
const statusNames: Record<string, string> = {
  booked: 'Booked',
  'picked-up': 'Picked up',
  'in-transit': 'In transit',
  'at-port': 'At port',
  'customs-hold': 'Customs hold',
  'customs-cleared': 'Customs cleared',
  'out-for-delivery': 'Out for delivery',
  delivered: 'Delivered',
  exception: 'Exception',
};

const rows = (page: Page) => page.getByTestId('portal-row').filter({ visible: true });

/** Opens a Mantine select and picks the option of that name. */
async function choose(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a customer lands on their portal, searches, filters and opens a shipment @browser-mode', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = watchConsole(page);
  await useSettings(page.context(), { theme: 'light', layout: 'vertical' });

  // signing in without ?to=: the customer's own area, not the staff dashboard
  await signInWithForm(page, customer);
  await expect(page).toHaveURL((url) => url.pathname === '/portal');
  await expect(page.getByTestId('portal-company')).toHaveText(COMPANY);
  await expect(page.getByTestId('page-title')).toHaveText('My shipments');

  // only the company's shipments: what the API gives this customer, all of it counted
  const all = await portalItems(page);
  expect(all.total).toBeGreaterThan(3);
  await expect(page.getByTestId('portal-count')).toHaveText(
    `Shipments 1 to ${Math.min(10, all.total)} of ${all.total}`,
  );
  await expect(rows(page)).toHaveCount(Math.min(10, all.total));

  // the customer's menu: their portal and own pages, no staff app
  const menu = page.getByRole('complementary', { name: 'Main menu' });
  await expect(menu.getByRole('button', { name: 'My area' })).toBeVisible();
  await expect(menu.locator('a[href^="/apps/"], a[href^="/dashboard"]')).toHaveCount(0);
  await page.getByTestId('user-menu').click();
  await expect(page.getByRole('menuitem', { name: 'My shipments' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Inbox' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  // the menu's dropdown leaves after its closing transition: axe must not meet it half-gone
  await expect(page.getByRole('menu')).toHaveCount(0);

  await expectAxeCleanInLightThenDark(page, 'portal list');

  // search: typed quickly, nothing typed is lost; the address follows after the pause
  const wanted = all.items.find((item) => item.canceledAt === null) ?? all.items[0];
  const typed = wanted.trackingNumber.toLowerCase();
  const search = page.getByTestId('portal-search');
  await search.pressSequentially(typed, { delay: 40 });
  await expect(search).toHaveValue(typed);
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === typed);
  await expect(rows(page)).toHaveCount(1);
  await expect(search).toHaveValue(typed);

  // status filter, kept in the address beside the search; then cleared
  await page.getByTestId('portal-clear').click();
  await expect(search).toHaveValue('');
  await expect(page).toHaveURL((url) => url.search === '');
  const status = wanted.status;
  const ofStatus = await portalItems(page, `&status=${status}`);
  await choose(page, 'portal-status-filter', statusNames[status]);
  await expect(page).toHaveURL((url) => url.searchParams.get('status') === status);
  await expect(page.getByTestId('portal-count')).toHaveText(
    `Shipments 1 to ${Math.min(10, ofStatus.total)} of ${ofStatus.total}`,
  );
  for (const badge of await rows(page).getByTestId('portal-status').all()) {
    await expect(badge).toHaveAttribute('data-status', status);
  }

  // a search that finds nothing says so
  await search.fill('no such place anywhere');
  await expect(page.getByTestId('portal-none-found')).toBeVisible();
  await page.getByTestId('portal-clear').click();
  await expect(rows(page).first()).toBeVisible();

  // one shipment: route, progress, the timeline and the arrival's history
  await page
    .getByTestId('portal-number')
    .filter({ visible: true })
    .filter({ hasText: wanted.trackingNumber.slice(2, 6) })
    .first()
    .click();
  await expect(page).toHaveURL((url) => url.pathname === `/portal/shipments/${wanted.id}`);
  const shipment = page.getByTestId('portal-shipment');
  await expect(shipment).toBeVisible();
  await expect(shipment.getByTestId('portal-company')).toHaveText(COMPANY);
  await expect(page.getByTestId('portal-destination')).toContainText(wanted.destination.name);
  await expect(page.getByRole('progressbar', { name: /^Route from / })).toHaveAttribute(
    'aria-valuenow',
    /^\d+$/,
  );
  const detail = await callApi<{ events: unknown[]; arrivalHistory: unknown[] }>(
    page,
    'GET',
    `/api/portal/shipments/${wanted.id}`,
  );
  await expect(page.getByTestId('portal-event')).toHaveCount(detail.data.events.length);
  await expect(page.getByTestId('portal-arrival')).toHaveCount(detail.data.arrivalHistory.length);
  await expect(page.getByTestId('page-title')).toHaveText('Shipment');
  await expectAxeCleanInLightThenDark(page, 'portal shipment');

  // another company's shipment (or one of none) in the address: no shipment here
  const mine = new Set(all.items.map((item) => item.id));
  const theirs = Array.from({ length: 40 }, (_, i) => i + 1).find((id) => !mine.has(id))!;
  await goInside(page, `/portal/shipments/${theirs}`);
  await expect(page.getByTestId('portal-not-found')).toBeVisible();

  // the not-found read is a 404 the browser reports; nothing else went wrong
  expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);

  // the staff apps stay closed (their screen's own prefetch beside the guard may be refused)
  await goInside(page, '/apps/shipments');
  await expect(page).toHaveURL((url) => url.pathname === '/pages/not-authorized');
});

test('the list lives in the address, and nothing of another company reaches the page', async ({
  page,
  request,
}) => {
  await useSettings(page.context(), { theme: 'light', layout: 'vertical' });
  // every shipment that is not the company's, as staff see them
  const login = await request.post('/api/auth/login', {
    data: { email: demo.admin.email, password: demo.admin.password },
  });
  const token = ((await login.json()) as { accessToken: string }).accessToken;
  const staffList = await request.get('/api/apps/shipments?perPage=50', {
    headers: { authorization: `Bearer ${token}` },
  });
  const staffItems = ((await staffList.json()) as { items: (Row & { companyId: number })[] }).items;
  const others = staffItems.filter((item) => item.companyId !== 1);
  expect(others.length).toBeGreaterThan(0);

  await signInWithForm(page, customer, { to: '/portal?perPage=50&sort=tracking-asc' });
  await expect(page.getByTestId('portal-company')).toHaveText(COMPANY);
  await expect(page.getByTestId('portal-sort')).toHaveValue('Tracking number');
  await expect(rows(page).first()).toBeVisible();
  const shown = await rows(page).getByTestId('portal-number').allTextContents();
  const compact = shown.map((number) => number.replace(/\s/g, ''));
  expect(compact).toEqual([...compact].sort());
  for (const other of others) expect(compact).not.toContain(other.trackingNumber);

  // a reload keeps the address's list; an unknown value in it falls back to its default
  await page.goto('/portal?status=lost&page=0&q=%20');
  await expect(page.getByTestId('portal-count')).toBeVisible();
  await expect(page.getByTestId('portal-status-filter')).toHaveValue('');

  // another company's shipment: the same not-found as none at all
  await page.goto(`/portal/shipments/${others[0].id}`);
  await expect(page.getByTestId('portal-not-found')).toBeVisible();
  await expect(page.getByText(others[0].trackingNumber)).toHaveCount(0);
  await page.goto('/portal/shipments/not-a-number');
  await expect(page.getByTestId('portal-not-found')).toBeVisible();
});
