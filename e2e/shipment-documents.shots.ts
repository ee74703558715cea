/**
 * Screenshots of a shipment's documents: the staff section (two documents, the first one's download
 * log open, a refused file beside its field) and the customer's portal (a shipment with documents,
 * and one without); light and dark, at 390 and 1366 px. Not a test.
 *   SCREENSHOTS=1 npx playwright test --project=screenshots e2e/shipment-documents.shots.ts --workers=1
 * Written to reports/screenshots/shipment-documents/.
 */
import { expect, test, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { signIn, useSettings } from './support/spine';

const DIR = 'reports/screenshots/shipment-documents';
const admin = { email: 'admin@demo.com', password: 'admin-demo-pass' };
const customer = { email: 'customer@demo.com', password: 'customer-demo-pass' };

const pdf = (text: string) =>
  Buffer.concat([Buffer.from(`%PDF-1.7\n% ${text}\n`), Buffer.alloc(182_000, 0x20)]);
const png = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex'),
  Buffer.alloc(1_450_000, 0),
]);

async function tokenOf(request: APIRequestContext, account: typeof admin) {
  const reply = await request.post('/api/auth/login', { data: account });
  return (await reply.json()) as { accessToken: string; userData: Record<string, unknown> };
}

/**
 * The company's (1) shipments of the highest ids, not canceled: the first gets two documents
 * (once: a later run finds them), the second none.
 */
async function shipmentsWithDocuments(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${(await tokenOf(request, admin)).accessToken}` };
  const list = await request.get('/api/apps/shipments?company=1&perPage=50', { headers });
  const items = (
    (await list.json()) as { items: { id: number; canceledAt: string | null }[] }
  ).items
    .filter((item) => item.canceledAt === null)
    .sort((a, b) => b.id - a.id);
  const [withDocuments, without] = items.map((item) => item.id);
  const path = `/api/apps/shipments/${withDocuments}/documents`;
  const found = (await (await request.get(path, { headers })).json()) as { items: unknown[] };
  if (found.items.length === 0) {
    const upload = async (kind: string, name: string, data: Buffer) => {
      const query = new URLSearchParams({ kind, name });
      const reply = await request.post(`${path}?${query}`, { headers, data });
      expect(reply.status()).toBe(201);
      return (await reply.json()) as { id: number };
    };
    const bill = await upload('billOfLading', 'Bill of lading MAEU 240118.pdf', pdf('bill'));
    await upload('packingList', 'Packing list, 14 pallets (signed at the warehouse).png', png);
    await request.get(`${path}/${bill.id}`, { headers });
  }
  return { withDocuments, without };
}

/** The demo customer's session, put in the page's storage before it loads. */
async function signInCustomer(context: BrowserContext, request: APIRequestContext) {
  const { userData, accessToken } = await tokenOf(request, customer);
  await context.addInitScript(
    ([user, token]) => {
      window.localStorage.setItem('userInfo', JSON.stringify(user));
      window.localStorage.setItem('accessToken', token as string);
      window.localStorage.setItem('loggedIn', 'true');
      window.localStorage.setItem('tokenExpiry', String(Date.now() + 3_600_000));
    },
    [userData, accessToken] as const,
  );
}

for (const theme of ['light', 'dark'] as const) {
  for (const width of [390, 1366]) {
    const size = { width, height: width < 500 ? 844 : 900 };
    const name = (what: string) => `${DIR}/${what}-${theme}-${width}.png`;

    test(`shipment documents, staff, ${theme} ${width}`, async ({
      page,
      context,
      request,
    }, info) => {
      test.setTimeout(90_000);
      await page.setViewportSize(size);
      await useSettings(context, { theme, layout: 'vertical' });
      const { withDocuments } = await shipmentsWithDocuments(request);
      await signIn(context, 'admin', info.project.use.baseURL!);
      await page.goto(`/apps/shipments/${withDocuments}`);
      const section = page.getByTestId('shipment-documents');
      await expect(section.getByTestId('document-row')).toHaveCount(2);
      await section.getByTestId('document-log-button').first().click();
      await expect(section.getByTestId('document-download').first()).toBeVisible();
      await page.getByTestId('document-kind').click();
      await page.getByRole('option', { name: 'Commercial invoice', exact: true }).click();
      await page.getByTestId('document-file-input').setInputFiles({
        name: 'invoice.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('Not a PDF, only text.'),
      });
      await expect(section.locator('.mantine-InputWrapper-error')).toBeVisible();
      await page.waitForTimeout(400);
      await section.screenshot({ path: name('staff-section') });
      await page.screenshot({ path: name('staff-page'), fullPage: true });
    });

    test(`shipment documents, portal, ${theme} ${width}`, async ({ page, context, request }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(size);
      await useSettings(context, { theme, layout: 'vertical' });
      const { withDocuments, without } = await shipmentsWithDocuments(request);
      await signInCustomer(context, request);
      await page.goto(`/portal/shipments/${withDocuments}`);
      await expect(page.getByTestId('portal-document')).toHaveCount(2);
      await page.waitForTimeout(400);
      await page.screenshot({ path: name('portal'), fullPage: true });
      await page.goto(`/portal/shipments/${without}`);
      await expect(page.getByTestId('portal-documents-none')).toBeVisible();
      await page.waitForTimeout(400);
      await page.screenshot({ path: name('portal-none'), fullPage: true });
    });
  }
}
