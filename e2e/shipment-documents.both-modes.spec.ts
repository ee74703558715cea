/**
 * A shipment's documents (docs/product.md sections 3.13d and 7.20), in both modes: staff upload a
 * PDF to a shipment, see it listed, download it (the file's name and bytes are the document's) and
 * see that download in its log; a text file named .pdf is refused beside the field and nothing is
 * sent; an admin deletes the document after a question. A proof of delivery marks the shipment
 * delivered; a shipment canceled meanwhile says so (the server's 409). The customer sees their
 * shipment's documents in the portal (none: a line that says so), downloads one, and staff see
 * that download in the log; an editor is offered no delete (the API refuses it too). Axe in light
 * and dark on the staff section and the portal's.
 *
 * In browser mode the back end lives as long as the page, so the tests move by the app's links
 * (goInside), never by loading a page again.
 */
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Download, Page, TestInfo } from '@playwright/test';
import { test } from './support/test';
import {
  dashboardWithoutLiveStream,
  demo,
  expect,
  isBrowserMode,
  signInWithForm,
} from './auth-helpers';
import { callApi } from './support/call-api';
import { goInside, signIn, useSettings, watchConsole } from './support/spine';
import { expectAxeCleanInLightThenDark } from './support/theme';

const customer = {
  email: 'customer@demo.com',
  password: 'customer-demo-pass',
  name: 'Suda Rattanakorn',
};

/** A small PDF: what the server and the page check is its first bytes, `%PDF-`. */
const pdf = (text: string) => Buffer.from(`%PDF-1.7\n% ${text}\n1 0 obj << >> endobj\n%%EOF\n`);
/** A PNG's signature and a header: enough for the type check by bytes. */
const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

interface Row {
  id: number;
  canceledAt: string | null;
  status: string;
}

interface DocumentReply {
  id: number;
  name: string;
}

async function openAsAdmin(page: Page, info: TestInfo, path: string) {
  if (isBrowserMode(info)) {
    await signInWithForm(page, demo.admin, { to: path });
  } else {
    await signIn(page.context(), 'admin', info.project.use.baseURL!);
    await page.goto(path);
  }
}

/** Opens a Mantine select and picks the option of that name. */
async function choose(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The message Mantine shows under a field (its error). */
const fieldError = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .locator('xpath=ancestor::div[contains(@class,"mantine-InputWrapper-root")][1]')
    .locator('.mantine-InputWrapper-error');

/** Clicks and answers the download it starts. */
async function downloadBy(page: Page, click: () => Promise<void>): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return download;
}

/** The company's (1, the demo customer's) shipments as staff see them, not canceled. */
async function companyShipments(page: Page) {
  const reply = await callApi<{ items: Row[] }>(
    page,
    'GET',
    '/api/apps/shipments?company=1&perPage=50',
  );
  expect(reply.status).toBe(200);
  return reply.data.items.filter((item) => item.canceledAt === null).sort((a, b) => a.id - b.id);
}

/** A new shipment of no company, booked by the signed-in admin (its operator). */
async function newShipment(page: Page, cargo: string) {
  const operatorId = await page.evaluate(
    () =>
      (
        JSON.parse(
          sessionStorage.getItem('userInfo') ?? localStorage.getItem('userInfo') ?? '{}',
        ) as { uid: number }
      ).uid,
  );
  const reply = await callApi<Row>(page, 'POST', '/api/apps/shipments', {
    shipment: {
      mode: 'road',
      origin: { name: 'Bangkok Freight Terminal', country: 'TH', lat: 13.69, lng: 100.75 },
      destination: { name: 'Vientiane Dry Port', country: 'LA', lat: 17.87, lng: 102.72 },
      shipper: { name: 'Siam Office Supply', contactName: '', phone: '', email: '' },
      consignee: { name: 'Lao Stationery Trading', contactName: '', phone: '', email: '' },
      cargo: { description: cargo, pieces: 12, weightKg: 340, containers: 0, valueBaht: null },
      operatorId,
      plannedDeparture: '2030-01-10T08:00:00.000Z',
      estimatedArrival: '2030-01-12T08:00:00.000Z',
    },
  });
  expect(reply.status).toBe(201);
  return reply.data.id;
}

/**
 * Staff beside the page, as the admin: on the server through a request context of its own; in
 * browser mode from inside the page (its back end lives there), with a token of its own.
 */
function staffApi(page: Page, info: TestInfo, request: APIRequestContext) {
  async function call<T>(method: string, path: string, bytes?: Buffer) {
    if (isBrowserMode(info)) {
      return page.evaluate(
        async ({ method, path, bytes, admin }) => {
          const login = await fetch('/api/auth/login', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(admin),
          });
          const { accessToken } = (await login.json()) as { accessToken: string };
          const reply = await fetch(path, {
            method,
            headers: { authorization: `Bearer ${accessToken}` },
            body: bytes ? new Uint8Array(bytes) : undefined,
          });
          return { status: reply.status, data: (await reply.json()) as unknown };
        },
        { method, path, bytes: bytes ? [...bytes] : undefined, admin: demo.admin },
      ) as Promise<{ status: number; data: T }>;
    }
    const login = await request.post('/api/auth/login', {
      data: { email: demo.admin.email, password: demo.admin.password },
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const reply = await request.fetch(path, {
      method,
      headers: { authorization: `Bearer ${accessToken}` },
      data: bytes,
    });
    return { status: reply.status(), data: (await reply.json()) as T };
  }
  return {
    async upload(shipmentId: number, kind: string, name: string, bytes: Buffer) {
      const query = new URLSearchParams({ kind, name });
      const reply = await call<DocumentReply>(
        'POST',
        `/api/apps/shipments/${shipmentId}/documents?${query}`,
        bytes,
      );
      expect(reply.status).toBe(201);
      return reply.data;
    },
    async downloads(shipmentId: number, documentId: number) {
      const reply = await call<{ items: { account: { name: string } | null }[] }>(
        'GET',
        `/api/apps/shipments/${shipmentId}/documents/${documentId}/downloads`,
      );
      expect(reply.status).toBe(200);
      return reply.data.items;
    },
  };
}

test(
  'staff upload a PDF, see it listed, download it and see the download in its log; a text file named .pdf is refused; an admin deletes it',
  { tag: '@browser-mode' },
  async ({ page }, info) => {
    test.setTimeout(120_000);
    const errors = watchConsole(page);
    await useSettings(page.context(), { theme: 'light', layout: 'vertical' });
    await openAsAdmin(page, info, '/apps/shipments');
    await expect(page.getByTestId('shipments-count')).toBeVisible();
    // the company's shipment of the lowest id (the portal's test below takes the highest)
    const [shipment] = await companyShipments(page);
    await goInside(page, `/apps/shipments/${shipment.id}`);
    const section = page.getByTestId('shipment-documents');
    await expect(section.getByRole('heading', { name: 'Documents' })).toBeVisible();
    await expect(section.getByTestId('documents-none')).toBeVisible();

    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/documents')) posts.push(r.url());
    });

    // a text file named .pdf: refused beside the field when chosen, and on Upload; nothing sent
    await choose(page, 'document-kind', 'Commercial invoice');
    await page.getByTestId('document-file-input').setInputFiles({
      name: 'invoice.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('Invoice 2026-0042: 12 boxes of paper. Not a PDF, only text.'),
    });
    const refused =
      'The document must be a PDF, PNG or JPEG file; its content is checked, not only its name.';
    await expect(fieldError(page, 'document-file')).toHaveText(refused);
    await page.getByTestId('document-submit').click();
    await expect(fieldError(page, 'document-file')).toHaveText(refused);
    await expect(section.getByTestId('documents-none')).toBeVisible();
    expect(posts).toEqual([]);

    // the PDF: its kind, and it is listed with its name, kind, size and uploader
    const name = 'Bill of lading MAEU 240118.pdf';
    const bytes = pdf('bill of lading MAEU 240118');
    await choose(page, 'document-kind', 'Bill of lading / air waybill');
    await page
      .getByTestId('document-file-input')
      .setInputFiles({ name, mimeType: 'application/pdf', buffer: bytes });
    await expect(fieldError(page, 'document-file')).toHaveCount(0);
    await page.getByTestId('document-submit').click();
    const row = section.getByTestId('document-row');
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('document-name')).toHaveText(name);
    await expect(row.getByTestId('document-kind-badge')).toHaveText('Bill of lading / air waybill');
    await expect(row.getByTestId('document-size')).toHaveText(`${bytes.length} byte`);
    await expect(row.getByTestId('document-uploaded')).toContainText(
      `Uploaded by ${demo.admin.name} on `,
    );
    expect(posts).toHaveLength(1);
    // the form is empty again for the next document
    await expect(page.getByTestId('document-kind')).toHaveValue('');

    // the download: through the API with the token, saved under the document's name
    const download = await downloadBy(page, () =>
      row.getByRole('button', { name: 'Download', exact: true }).click(),
    );
    expect(download.suggestedFilename()).toBe(name);
    expect((await readFile(await download.path())).equals(bytes)).toBe(true);

    // the download log: the admin, once
    await row.getByRole('button', { name: 'Download history' }).click();
    await expect(row.getByRole('button', { name: 'Download history' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(row.getByTestId('document-download')).toHaveCount(1);
    await expect(row.getByTestId('document-download')).toContainText(demo.admin.name);
    // a second download is a second line of the open log
    await downloadBy(page, () =>
      row.getByRole('button', { name: 'Download', exact: true }).click(),
    );
    await expect(row.getByTestId('document-download')).toHaveCount(2);

    await expectAxeCleanInLightThenDark(page, 'shipment documents');

    // an admin deletes it after a question; "keep it" first keeps it
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    const dialog = page.getByTestId('document-delete-dialog');
    await expect(dialog).toContainText(name);
    await page.getByTestId('document-delete-dialog-cancel').click();
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByTestId('document-delete-dialog-confirm').click();
    await expect(row).toHaveCount(0);
    await expect(section.getByTestId('documents-none')).toBeVisible();
    const left = await callApi<{ items: unknown[] }>(
      page,
      'GET',
      `/api/apps/shipments/${shipment.id}/documents`,
    );
    expect(left.data.items).toEqual([]);
    expect(errors).toEqual([]);
  },
);

test(
  'a proof of delivery marks the shipment delivered; a shipment canceled meanwhile says so',
  { tag: '@browser-mode' },
  async ({ page }, info) => {
    test.setTimeout(120_000);
    await useSettings(page.context(), { theme: 'light', layout: 'vertical' });
    // no live event tells the page of the cancel below: the upload meets it
    const { firstReads } = await dashboardWithoutLiveStream(page);
    await openAsAdmin(page, info, '/apps/shipments');
    await firstReads;
    const tag = `${info.project.name} ${Math.random().toString(36).slice(2, 8)}`;
    const delivered = await newShipment(page, `Copy paper, pallets ${tag}`);
    const canceled = await newShipment(page, `Printer toner ${tag}`);

    // the proof of delivery, marked delivered: the shipment is delivered, with its event
    await goInside(page, `/apps/shipments/${delivered}`);
    const screen = page.getByTestId('shipment-screen');
    await expect(screen.getByTestId('status-badge').first()).toHaveText('Booked');
    await expect(page.getByTestId('document-mark-delivered')).toHaveCount(0);
    await choose(page, 'document-kind', 'Proof of delivery');
    await page.getByLabel('Mark the shipment delivered').check();
    await page
      .getByTestId('document-file-input')
      .setInputFiles({ name: 'signed-pod.png', mimeType: 'image/png', buffer: png });
    await page.getByTestId('document-submit').click();
    await expect(page.getByTestId('document-row')).toHaveCount(1);
    await expect(page.getByTestId('document-kind-badge')).toHaveText('Proof of delivery');
    await expect(screen.getByTestId('status-badge').first()).toHaveText('Delivered');
    await expect(page.getByTestId('timeline-event').first()).toContainText('Vientiane Dry Port');
    // delivered now: the option is offered no more
    await choose(page, 'document-kind', 'Proof of delivery');
    await expect(page.getByTestId('document-mark-delivered')).toHaveCount(0);

    // canceled behind the page's back: the server's 409 is said, nothing is kept
    await goInside(page, `/apps/shipments/${canceled}`);
    await expect(page.getByTestId('shipment-screen')).toHaveAttribute(
      'data-shipment-id',
      String(canceled),
    );
    await choose(page, 'document-kind', 'Proof of delivery');
    await page.getByLabel('Mark the shipment delivered').check();
    await page
      .getByTestId('document-file-input')
      .setInputFiles({ name: 'pod.pdf', mimeType: 'application/pdf', buffer: pdf('pod') });
    expect((await callApi(page, 'POST', `/api/apps/shipments/${canceled}/cancel`)).status).toBe(
      200,
    );
    await page.getByTestId('document-submit').click();
    await expect(page.getByTestId('document-upload-error')).toHaveText(
      'This shipment is canceled and can no longer change.',
    );
    await expect(page.getByTestId('documents-none')).toBeVisible();
    // the page read the shipment again: canceled, and marking it delivered is offered no more
    await expect(
      page.getByTestId('shipment-screen').getByTestId('status-badge').first(),
    ).toHaveText('Canceled');
    await expect(page.getByTestId('document-mark-delivered')).toHaveCount(0);
  },
);

test(
  'the customer sees their shipment’s documents in the portal and downloads one; staff see the download',
  { tag: '@browser-mode' },
  async ({ page, request }, info) => {
    test.setTimeout(120_000);
    const errors = watchConsole(page);
    await useSettings(page.context(), { theme: 'light', layout: 'vertical' });
    await signInWithForm(page, customer);
    await expect(page).toHaveURL((url) => url.pathname === '/portal');
    const list = await callApi<{ items: Row[] }>(page, 'GET', '/api/portal/shipments?perPage=50');
    const mine = list.data.items
      .filter((item) => item.canceledAt === null)
      .sort((a, b) => b.id - a.id);
    // the highest id (the staff test above takes the lowest), and another one with none
    const [withDocuments, without] = mine;

    // a shipment without documents says so
    await goInside(page, `/portal/shipments/${without.id}`);
    await expect(page.getByTestId('portal-shipment')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Documents' })).toBeVisible();
    await expect(page.getByTestId('portal-documents-none')).toContainText('No documents yet');

    // staff file the commercial invoice; the customer opens the shipment and sees it
    const name = 'Commercial invoice CPE-2026-118.pdf';
    const bytes = pdf('commercial invoice CPE-2026-118');
    const staff = staffApi(page, info, request);
    const document = await staff.upload(withDocuments.id, 'commercialInvoice', name, bytes);
    await goInside(page, `/portal/shipments/${withDocuments.id}`);
    const row = page.getByTestId('portal-document');
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('portal-document-name')).toHaveText(name);
    await expect(row.getByTestId('portal-document-kind')).toHaveText('Commercial invoice');
    // who uploaded it is the staff's: not shown to the customer
    await expect(row).not.toContainText(demo.admin.name);
    await expectAxeCleanInLightThenDark(page, 'portal documents');

    const download = await downloadBy(page, () =>
      row.getByRole('button', { name: 'Download' }).click(),
    );
    expect(download.suggestedFilename()).toBe(name);
    expect((await readFile(await download.path())).equals(bytes)).toBe(true);

    // the download is in the staff's log, by the customer's account
    const log = await staff.downloads(withDocuments.id, document.id);
    expect(log.map((entry) => entry.account?.name)).toEqual([customer.name]);
    expect(errors).toEqual([]);
  },
);

test('an editor sees the documents and the upload form, but deleting one is an admin’s', async ({
  page,
  request,
}, info) => {
  await useSettings(page.context(), { theme: 'light', layout: 'vertical' });
  await signIn(page.context(), 'editor', info.project.use.baseURL!);
  await page.goto('/apps/shipments');
  await expect(page.getByTestId('shipments-count')).toBeVisible();
  // the company's second shipment by id (the tests above take the first and the last)
  const shipment = (await companyShipments(page))[1];
  const document = await staffApi(page, info, request).upload(
    shipment.id,
    'packingList',
    'Packing list 14 pallets.pdf',
    pdf('packing list'),
  );
  await goInside(page, `/apps/shipments/${shipment.id}`);
  const row = page.getByTestId('document-row').filter({ hasText: 'Packing list 14 pallets.pdf' });
  await expect(row.getByRole('button', { name: 'Download', exact: true })).toBeVisible();
  await expect(row.getByTestId('document-delete')).toHaveCount(0);
  await expect(page.getByTestId('document-upload')).toBeVisible();
  const refused = await callApi(
    page,
    'DELETE',
    `/api/apps/shipments/${shipment.id}/documents/${document.id}`,
  );
  expect(refused.status).toBe(403);
});
