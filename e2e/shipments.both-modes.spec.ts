/**
 * The staff Shipments app (docs/decisions/0066), in both modes: a shipment created through the form
 * (a wrong field first: its message beside it and nothing sent; an arrival before the departure
 * told at once), its page, an event added (its status becomes the shipment's, first in the
 * timeline), the list searched and filtered to find it, the dashboard's dispatched orders showing
 * it, and the shipment edited and canceled; a change made past the page live on it and in the list;
 * an admin deleting; axe on the list, the page, the form and the event dialog, light and dark.
 *
 * In browser mode the back end lives as long as the page, so the tests move by the app's links
 * (goInside), never by loading a page again. Dates are picked in the calendar the picker opens on,
 * never compared with the wall clock.
 */
import type { Page, TestInfo } from '@playwright/test';
import { test } from './support/test';
import { demo, expect, isBrowserMode, signInWithForm } from './auth-helpers';
import { seriousViolations } from './support/axe';
import { callApi } from './support/call-api';
import { goInside, signIn, useSettings, watchConsole } from './support/spine';

const LIST = '/apps/shipments';

async function open(page: Page, info: TestInfo, path: string) {
  if (isBrowserMode(info)) {
    await signInWithForm(page, demo.admin, { to: path });
  } else {
    await signIn(page.context(), 'admin', info.project.use.baseURL!);
    await page.goto(path);
  }
}

/** Opens a Mantine select and picks the option of that name. */
async function choose(page: Page, testId: string, option: string | RegExp) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option }).first().click();
}

/** Picks a day of the month the calendar opens on (by its day number), at the picker's time. */
async function pickDay(page: Page, testId: string, day: number) {
  await page.getByTestId(testId).click();
  const calendar = page.getByRole('dialog').last();
  // a day of the month shown (named "27 November 2026"), not of the neighbours' days around it
  const month = await calendar.getByRole('button', { name: 'Choose the month' }).textContent();
  await calendar.getByRole('button', { name: `${day} ${month}`, exact: true }).click();
  await calendar.getByRole('button', { name: 'Confirm date and time' }).click();
  await expect(calendar).toBeHidden();
}

const form = (page: Page) => page.getByTestId('shipment-form');
const fieldError = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .locator('xpath=ancestor::div[contains(@class,"mantine-InputWrapper-root")][1]')
    .locator('.mantine-InputWrapper-error');

test('staff create a shipment, add an event, find it, see it on the dashboard and cancel it', async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  const errors = watchConsole(page);
  await useSettings(page.context(), { theme: 'light', layout: 'vertical' });
  await open(page, info, `${LIST}/new`);
  await expect(form(page)).toBeVisible();
  const cargo = `Turbine blades ${info.project.name} ${Math.random().toString(36).slice(2, 8)}`;

  // the form, with one wrong field: the destination's country code
  await page.getByTestId('mode').getByText('Air', { exact: true }).click();
  await choose(page, 'origin-known', /^Suvarnabhumi Airport/);
  await expect(page.getByTestId('origin-country')).toHaveValue('TH');
  await page.getByTestId('destination-name').fill('Hamburg Cargo Centre');
  await page.getByTestId('destination-country').fill('d1');
  await page.getByTestId('destination-lat').fill('53.5461');
  await page.getByTestId('destination-lng').fill('9.9661');
  await page.getByTestId('shipper-name').fill('Siam Turbine Works');
  await page.getByTestId('shipper-email').fill('export@siamturbine.example');
  await page.getByTestId('consignee-name').fill('Nordwind Energie GmbH');
  await page.getByTestId('cargo-description').fill(cargo);
  await page.getByTestId('cargo-pieces').fill('6');
  await page.getByTestId('cargo-weight').fill('1840');
  await choose(page, 'operator', demo.admin.name);
  // an arrival before the departure is told beside the arrival before anything is sent
  await pickDay(page, 'departure', 20);
  await pickDay(page, 'arrival', 10);
  await expect(fieldError(page, 'arrival')).toHaveText('The end must not be before the start.');
  await pickDay(page, 'arrival', 27);
  await expect(fieldError(page, 'arrival')).toHaveCount(0);

  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId('form-submit').click();
  await expect(fieldError(page, 'destination-country')).toHaveText(
    'This value is not in the expected format.',
  );
  await expect(page.getByTestId('form-problems')).toBeVisible();
  await expect(page).toHaveURL(/\/apps\/shipments\/new$/);
  const none = await callApi<{ total: number }>(
    page,
    'GET',
    `/api/apps/shipments?q=${encodeURIComponent(cargo)}`,
  );
  expect(none.data.total).toBe(0);

  await page.getByTestId('destination-country').fill('DE');
  await expect(fieldError(page, 'destination-country')).toHaveCount(0);
  await page.getByTestId('form-submit').click();

  // its page: booked, one event, the route
  const screen = page.getByTestId('shipment-screen');
  await expect(screen).toBeVisible();
  const id = Number(await screen.getAttribute('data-shipment-id'));
  const number = (await page.getByTestId('tracking-number').textContent())!;
  expect(number).toMatch(/^FT( [2-9A-Z]{1,4}){3} [2-9A-Z]$/);
  await expect(screen.getByTestId('status-badge').first()).toHaveText('Booked');
  await expect(page.getByTestId('timeline-event')).toHaveCount(1);
  await expect(page.getByTestId('route-origin')).toHaveText('Suvarnabhumi Airport (BKK), TH');
  await expect(page.getByRole('progressbar', { name: /Suvarnabhumi/ })).toHaveAttribute(
    'aria-valuenow',
    '0',
  );
  await expect(page.getByTestId('shipment-operator')).toHaveText(demo.admin.name);

  // an event: in transit; it becomes the shipment's status and shows first
  await page.getByTestId('add-event').click();
  const dialog = page.getByTestId('event-dialog');
  await expect(dialog.getByTestId('event-form')).toBeVisible();
  await dialog.getByTestId('event-submit').click();
  await expect(fieldError(page, 'event-status')).toHaveText('Choose one of the options.');
  await expect(fieldError(page, 'event-place')).toHaveText('This field is required.');
  await choose(page, 'event-status', 'In transit');
  await dialog.getByTestId('event-place').fill('Suvarnabhumi cargo terminal');
  await dialog.getByTestId('event-note').fill('Loaded on the evening flight');
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByTestId('event-submit').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('timeline-event')).toHaveCount(2);
  const latest = page.getByTestId('timeline-event').first();
  await expect(latest).toHaveAttribute('data-status', 'in-transit');
  await expect(latest).toContainText('Loaded on the evening flight');
  await expect(screen.getByTestId('status-badge').first()).toHaveText('In transit');
  await expect(page.getByRole('progressbar', { name: /Suvarnabhumi/ })).toHaveAttribute(
    'aria-valuenow',
    '45',
  );
  // axe with the notification open: its close button is named in the reader's language
  const added = page.locator('.mantine-Notification-root', { hasText: 'Event added' });
  await expect(added).toBeVisible();
  await expect(added.getByRole('button', { name: 'Close' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // the list: searched and filtered to find it; a filter it does not match leaves it out
  await goInside(page, LIST);
  await expect(page.getByTestId('shipments-screen')).toBeVisible();
  await page.getByTestId('shipments-search').fill(cargo);
  await expect(page).toHaveURL(/[?&]q=Turbine/);
  const rows = page.getByTestId('shipment-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.getByTestId('shipment-number')).toHaveText(number);
  await choose(page, 'filter-mode', 'Air');
  await choose(page, 'filter-status', 'In transit');
  await expect(page).toHaveURL(/status=in-transit/);
  await expect(rows).toHaveCount(1);
  await choose(page, 'filter-status', 'Delivered');
  await expect(page.getByTestId('shipments-empty')).toBeVisible();
  await page.getByTestId('clear-filters').click();
  await expect(page.getByTestId('shipments-search')).toHaveValue('');
  expect(await seriousViolations(page)).toEqual([]);

  // the dashboard's dispatched orders: the newest booking first, with its operator
  await goInside(page, '/dashboard/analytics');
  const order = page.getByTestId('dispatched-order').filter({ hasText: `#${id}` });
  await expect(order).toHaveCount(1);
  await expect(order).toContainText(demo.admin.name);
  await expect(order.getByTestId('order-status')).toHaveText('Moving');

  // edited: the form comes filled; the change is saved and the page shown again
  await goInside(page, `${LIST}/${id}`);
  await page.getByTestId('edit-shipment').click();
  await expect(page.getByTestId('cargo-description')).toHaveValue(cargo);
  await expect(page.getByTestId('destination-country')).toHaveValue('DE');
  await page.getByTestId('cargo-pieces').fill('7');
  await page.getByTestId('form-submit').click();
  await expect(page).toHaveURL(new RegExp(`/apps/shipments/${id}$`));
  await expect(page.getByTestId('shipment-screen')).toBeVisible();
  const saved = await callApi<{ cargo: { pieces: number }; status: string }>(
    page,
    'GET',
    `/api/apps/shipments/${id}`,
  );
  expect(saved.data).toMatchObject({ cargo: { pieces: 7 }, status: 'in-transit' });

  // canceled: the banner, no more events or changes
  await page.getByTestId('cancel-shipment').click();
  await page.getByTestId('cancel-dialog-confirm').click();
  await expect(page.getByTestId('canceled-banner')).toBeVisible();
  await expect(screen.getByTestId('status-badge').first()).toHaveText('Canceled');
  await expect(page.getByTestId('add-event')).toHaveCount(0);
  await expect(page.getByTestId('edit-shipment')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('dark theme: list, shipment, form and event dialog without serious axe findings; unknown id', async ({
  page,
}, info) => {
  await useSettings(page.context(), { theme: 'dark', layout: 'vertical' });
  await open(page, info, LIST);
  await expect(page.getByTestId('shipment-row').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByTestId('shipment-row').first().getByTestId('shipment-number').click();
  await expect(page.getByTestId('shipment-screen')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const addEvent = page.getByTestId('add-event');
  if (await addEvent.count()) {
    await addEvent.click();
    await expect(page.getByTestId('event-form')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
  }

  await goInside(page, `${LIST}/new`);
  await expect(form(page)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await goInside(page, `${LIST}/999999`);
  await expect(page.getByTestId('shipment-not-found')).toBeVisible();
});

test(
  'a change made elsewhere shows on the open page and in the list without a reload; an admin deletes',
  { tag: '@browser-mode' },
  async ({ page }, info) => {
    await open(page, info, LIST);
    await expect(page.getByTestId('shipments-screen')).toBeVisible();
    const users = await callApi<{ id: number; email: string }[]>(
      page,
      'GET',
      '/api/user-management/users',
    );
    const operatorId = users.data.find((u) => u.email === demo.admin.email)!.id;
    const party = { name: 'Mekong Rice Traders', contactName: '', phone: '', email: '' };
    const created = await callApi<{ id: number; updatedAt: string; trackingNumber: string }>(
      page,
      'POST',
      '/api/apps/shipments',
      {
        shipment: {
          mode: 'cross-border',
          origin: {
            name: 'Nong Khai Border Checkpoint',
            country: 'TH',
            lat: 17.8783,
            lng: 102.7164,
          },
          destination: { name: 'Vientiane', country: 'LA', lat: 17.9757, lng: 102.6331 },
          shipper: party,
          consignee: { ...party, name: 'Lao Food Import' },
          cargo: {
            description: 'Jasmine rice',
            pieces: 40,
            weightKg: 1000,
            containers: 0,
            valueBaht: null,
          },
          operatorId,
          plannedDeparture: '2026-01-05T02:00:00.000Z',
          estimatedArrival: '2026-01-06T02:00:00.000Z',
        },
      },
    );
    expect(created.status).toBe(201);
    const { id, updatedAt } = created.data;

    await goInside(page, `${LIST}/${id}`);
    await expect(page.getByTestId('timeline-event')).toHaveCount(1);
    // another member of staff's change, sent past this page's own cache
    const event = { at: updatedAt, status: 'customs-hold', place: 'Thanaleng Dry Port', note: '' };
    const added = await callApi(page, 'POST', `/api/apps/shipments/${id}/events`, { event });
    expect(added.status).toBe(201);
    await expect(page.getByTestId('timeline-event')).toHaveCount(2);
    await expect(page.getByTestId('timeline-event').first()).toHaveAttribute(
      'data-status',
      'customs-hold',
    );

    await goInside(page, `${LIST}?status=customs-hold&q=Lao%20Food`);
    await expect(page.getByTestId('shipment-row')).toHaveCount(1);
    expect((await callApi(page, 'POST', `/api/apps/shipments/${id}/cancel`)).status).toBe(200);
    await expect(page.getByTestId('shipments-empty')).toBeVisible();

    // an admin deletes it: back to the list, and the shipment is gone
    await goInside(page, `${LIST}/${id}`);
    await expect(page.getByTestId('canceled-banner')).toBeVisible();
    await page.getByTestId('delete-shipment').click();
    await page.getByTestId('delete-dialog-confirm').click();
    await expect(page.getByTestId('shipments-screen')).toBeVisible();
    expect((await callApi(page, 'GET', `/api/apps/shipments/${id}`)).status).toBe(404);
  },
);

test('an editor works on shipments but sees no Delete (admins only)', async ({ page }, info) => {
  if (isBrowserMode(info)) {
    await signInWithForm(page, demo.editor, { to: LIST });
  } else {
    await signIn(page.context(), 'editor', info.project.use.baseURL!);
    await page.goto(LIST);
  }
  await page.getByTestId('shipments-search').fill('Laem Chabang');
  await expect(page).toHaveURL(/q=Laem/);
  await page.getByTestId('shipment-row').first().getByTestId('shipment-number').click();
  await expect(page.getByTestId('shipment-screen')).toBeVisible();
  await expect(
    page.getByTestId('edit-shipment').or(page.getByTestId('canceled-banner')),
  ).toBeVisible();
  await expect(page.getByTestId('delete-shipment')).toHaveCount(0);
  // Back: the list and its search box as they were
  await page.goBack();
  await expect(page.getByTestId('shipments-search')).toHaveValue('Laem Chabang');
});
