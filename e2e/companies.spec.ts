/**
 * The staff Companies app: a customer company added through the form (a wrong field first: its
 * message beside it and nothing sent), edited, given to a shipment through the shipment form, the
 * shipments list filtered by it, and an admin's delete refused while the shipment belongs to it
 * (the message in the dialog), then done once it does not; axe on the form, the company's page
 * and the list, light then dark. An editor works on companies but sees no Delete; the people
 * form offers a company to a customer only.
 */
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { callApi } from './support/call-api';
import { goInside, signIn, useSettings, watchConsole } from './support/spine';
import { expectAxeCleanInLightThenDark } from './support/theme';

const LIST = '/apps/companies';

const fieldError = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .locator('xpath=ancestor::div[contains(@class,"mantine-InputWrapper-root")][1]')
    .locator('.mantine-InputWrapper-error');

/** Types into a company picker and picks the company of that name from what the API found. */
async function pickCompany(page: Page, testId: string, name: string) {
  await page.getByTestId(testId).fill(name.slice(0, 20));
  await page.getByRole('option', { name, exact: true }).click();
}

test('staff add a company, edit it, give it a shipment and filter by it; an admin deletes it once free', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  const errors = watchConsole(page);
  await useSettings(page.context(), { theme: 'light', layout: 'vertical' });
  await signIn(page.context(), 'admin', info.project.use.baseURL!);
  await page.goto(`${LIST}/new`);
  await expect(page.getByTestId('company-form')).toBeVisible();
  const name = `Khorat Cassava Mills ${Math.random().toString(36).slice(2, 8)}`;

  // the form, with two wrong fields: the country code and a contact's email
  await page.getByTestId('company-name').fill(name);
  await page.getByTestId('company-taxId').fill('0305561000123');
  await page.getByTestId('company-line-0').fill('199 Mittraphap Road');
  await page.getByTestId('company-city').fill('Nakhon Ratchasima');
  await page.getByTestId('company-postalCode').fill('30000');
  await page.getByTestId('company-countryCode').fill('T1');
  await page.getByTestId('company-mailLanguage').click();
  await page.getByRole('option', { name: 'Thai' }).click();
  await page.getByTestId('add-contact').click();
  await page.getByTestId('contact-0-name').fill('Malee Srisuk');
  await page.getByTestId('contact-0-email').fill('malee@');
  await page.getByTestId('form-submit').click();
  await expect(fieldError(page, 'company-countryCode')).toHaveText(
    'This value is not in the expected format.',
  );
  await expect(fieldError(page, 'contact-0-email')).toHaveText(
    'This value is not in the expected format.',
  );
  await expect(page.getByTestId('form-problems')).toBeVisible();
  await expect(page).toHaveURL(/\/apps\/companies\/new$/);
  await expectAxeCleanInLightThenDark(page, 'company form with its messages');
  const none = await callApi<{ total: number }>(
    page,
    'GET',
    `/api/apps/companies?q=${encodeURIComponent(name)}`,
  );
  expect(none.data.total).toBe(0);

  await page.getByTestId('company-countryCode').fill('th');
  await page.getByTestId('contact-0-email').fill('malee@khoratcassava.example');
  await expect(fieldError(page, 'company-countryCode')).toHaveCount(0);
  await page.getByTestId('form-submit').click();

  // its page: the details, no shipment and nobody yet
  const screen = page.getByTestId('company-screen');
  await expect(screen).toBeVisible();
  const id = Number(await screen.getAttribute('data-company-id'));
  await expect(page.getByTestId('company-title')).toHaveText(name);
  await expect(page.getByTestId('company-address')).toContainText('30000 Nakhon Ratchasima');
  await expect(page.getByTestId('company-address')).toContainText('Thailand');
  await expect(page.getByTestId('company-mail-language')).toHaveText('Thai');
  await expect(page.getByTestId('company-shipments')).toContainText('0 shipments');
  await expect(page.getByTestId('company-people')).toContainText('0 people');
  await expectAxeCleanInLightThenDark(page, 'company page');

  // edited: the form comes filled; a second address line
  await page.getByTestId('edit-company').click();
  await expect(page.getByTestId('company-name')).toHaveValue(name);
  await expect(page.getByTestId('contact-0-email')).toHaveValue('malee@khoratcassava.example');
  await page.getByTestId('company-line-1').fill('Nai Mueang');
  await page.getByTestId('form-submit').click();
  await expect(page).toHaveURL(new RegExp(`/apps/companies/${id}$`));
  await expect(page.getByTestId('company-address')).toContainText('Nai Mueang');
  const saved = await callApi<{ address: { lines: string[]; countryCode: string } }>(
    page,
    'GET',
    `/api/apps/companies/${id}`,
  );
  expect(saved.data.address).toMatchObject({
    lines: ['199 Mittraphap Road', 'Nai Mueang'],
    countryCode: 'TH',
  });

  // the list: searched to find it, the search in the URL
  await goInside(page, LIST);
  await expect(page.getByTestId('companies-screen')).toBeVisible();
  await page.getByTestId('companies-search').fill(name);
  await expect(page).toHaveURL(/[?&]q=Khorat/);
  await expect(page.getByTestId('company-row')).toHaveCount(1);
  await expect(page.getByTestId('company-row').getByTestId('company-name')).toHaveText(name);
  await expectAxeCleanInLightThenDark(page, 'company list');

  // a shipment of no company is given this one on the shipment form
  const users = await callApi<{ id: number; email: string }[]>(
    page,
    'GET',
    '/api/user-management/users',
  );
  const operatorId = users.data.find((u) => u.email === 'admin@demo.com')!.id;
  const party = { name: 'Khorat Cassava Mills', contactName: '', phone: '', email: '' };
  const created = await callApi<{ id: number; companyId: number | null }>(
    page,
    'POST',
    '/api/apps/shipments',
    {
      shipment: {
        mode: 'road',
        origin: { name: 'Nakhon Ratchasima', country: 'TH', lat: 14.9799, lng: 102.0977 },
        destination: { name: 'Laem Chabang Port', country: 'TH', lat: 13.0827, lng: 100.8833 },
        shipper: party,
        consignee: { ...party, name: 'Pacific Starch Trading' },
        cargo: {
          description: 'Tapioca starch',
          pieces: 20,
          weightKg: 20000,
          containers: 1,
          valueBaht: null,
        },
        operatorId,
        plannedDeparture: '2026-02-02T01:00:00.000Z',
        estimatedArrival: '2026-02-02T09:00:00.000Z',
      },
    },
  );
  expect(created.status).toBe(201);
  expect(created.data.companyId).toBeNull();
  const shipmentId = created.data.id;
  await goInside(page, `/apps/shipments/${shipmentId}/edit`);
  await expect(page.getByTestId('shipment-form')).toBeVisible();
  await pickCompany(page, 'company', name);
  await expect(page.getByTestId('company')).toHaveValue(name);
  await page.getByTestId('form-submit').click();
  await expect(page).toHaveURL(new RegExp(`/apps/shipments/${shipmentId}$`));
  await expect(page.getByTestId('shipment-company')).toHaveText(name);

  // the shipments list filtered by the company, in the URL: only this shipment
  await goInside(page, '/apps/shipments');
  await expect(page.getByTestId('shipments-screen')).toBeVisible();
  await pickCompany(page, 'filter-company', name);
  await expect(page).toHaveURL(new RegExp(`[?&]company=${id}(&|$)`));
  await expect(page.getByTestId('shipment-row')).toHaveCount(1);
  await expect(page.getByTestId('shipment-row').getByTestId('shipment-company')).toHaveText(
    `Customer: ${name}`,
  );
  expect(await callApi(page, 'GET', `/api/apps/shipments/${shipmentId}`)).toMatchObject({
    data: { companyId: id },
  });

  // an admin cannot delete it while the shipment belongs to it: the dialog says why
  await goInside(page, `${LIST}/${id}`);
  await expect(page.getByTestId('company-shipments')).toContainText('1 shipment');
  await expect(page.getByTestId('company-shipment')).toHaveCount(1);
  await page.getByTestId('delete-company').click();
  const dialog = page.getByTestId('delete-dialog');
  await dialog.getByTestId('delete-dialog-confirm').click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'This company still has shipments or people. Give them another company (or none) first.',
  );
  expect((await callApi(page, 'GET', `/api/apps/companies/${id}`)).status).toBe(200);
  await dialog.getByTestId('delete-dialog-cancel').click();
  await expect(dialog).toBeHidden();

  // the shipment given no company: now the company goes
  const freed = await callApi(page, 'PATCH', `/api/apps/shipments/${shipmentId}`, {
    shipment: { companyId: null },
  });
  expect(freed.status).toBe(200);
  await page.getByTestId('delete-company').click();
  await dialog.getByTestId('delete-dialog-confirm').click();
  await expect(page.getByTestId('companies-screen')).toBeVisible();
  expect((await callApi(page, 'GET', `/api/apps/companies/${id}`)).status).toBe(404);
  // the browser logs every refused request: the refused delete (409) and the look-up just above
  expect(errors.filter((e) => !/status of (409|404) /.test(e))).toEqual([]);
});

test('an editor works on companies but sees no Delete', async ({ page }, info) => {
  await useSettings(page.context(), { theme: 'light', layout: 'vertical' });
  await signIn(page.context(), 'editor', info.project.use.baseURL!);
  await page.goto(LIST);
  await page.getByTestId('companies-search').fill('Hanseatic');
  await expect(page).toHaveURL(/q=Hanseatic/);
  await page.getByTestId('company-row').first().getByTestId('company-name').click();
  await expect(page.getByTestId('company-screen')).toBeVisible();
  await expect(page.getByTestId('edit-company')).toBeVisible();
  await expect(page.getByTestId('delete-company')).toHaveCount(0);
  // a sample customer belongs to it
  await expect(page.getByTestId('company-person')).not.toHaveCount(0);
  await goInside(page, `${LIST}/999999`);
  await expect(page.getByTestId('company-not-found')).toBeVisible();
});

test('the people form offers a company to a customer only', async ({ page }, info) => {
  await useSettings(page.context(), { theme: 'light', layout: 'vertical' });
  await signIn(page.context(), 'admin', info.project.use.baseURL!);
  await page.goto('/apps/user/user-list');
  // a customer's company under their name, by its name
  const customer = page.getByTestId('person-row').filter({ hasText: 'customer@demo.com' });
  await expect(customer.getByTestId('person-company')).toHaveText(
    'Chao Phraya Electronics Co., Ltd.',
  );
  await expectAxeCleanInLightThenDark(page, 'people list');
  await page.getByTestId('add-person').click();
  const form = page.getByTestId('add-person-form');
  await expect(form.getByTestId('add-role')).toHaveValue('User');
  await expect(form.getByTestId('add-company')).toBeVisible();
  await pickCompany(page, 'add-company', 'Hanseatic Machinery GmbH');
  await expect(form.getByTestId('add-company')).toHaveValue('Hanseatic Machinery GmbH');
  await form.getByTestId('add-role').click();
  await page.getByRole('option', { name: 'Staff' }).click();
  await expect(form.getByTestId('add-company')).toHaveCount(0);
});
