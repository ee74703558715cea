/**
 * Screenshots of the customer's portal: the list and a shipment (one whose arrival moved) in
 * English, Thai and German, light and dark, at 390 and 1366 px. Not a test.
 *   SCREENSHOTS=1 npx playwright test --project=screenshots e2e/portal.shots.ts
 * Written to /tmp/shots-portal/.
 */
import { expect, test, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { useSettings } from './support/spine';

const DIR = '/tmp/shots-portal';
const customer = { email: 'customer@demo.com', password: 'customer-demo-pass' };

/** The demo customer's session, put in the page's storage before it loads. */
async function signInCustomer(context: BrowserContext, request: APIRequestContext) {
  const reply = await request.post('/api/auth/login', { data: customer });
  const { userData, accessToken } = (await reply.json()) as {
    userData: Record<string, unknown>;
    accessToken: string;
  };
  await context.addInitScript(
    ([user, token]) => {
      window.localStorage.setItem('userInfo', JSON.stringify(user));
      window.localStorage.setItem('accessToken', token as string);
      window.localStorage.setItem('loggedIn', 'true');
      window.localStorage.setItem('tokenExpiry', String(Date.now() + 3_600_000));
    },
    [userData, accessToken] as const,
  );
  return accessToken;
}

/** a shipment of the company whose estimated arrival was changed (its history shows two) */
async function movedShipment(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const list = await request.get('/api/portal/shipments?perPage=50', { headers });
  const items = ((await list.json()) as { items: { id: number }[] }).items;
  for (const { id } of items) {
    const one = await request.get(`/api/portal/shipments/${id}`, { headers });
    if (((await one.json()) as { arrivalHistory: unknown[] }).arrivalHistory.length > 1) return id;
  }
  return items[0].id;
}

for (const language of ['en', 'th', 'de'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    for (const width of [390, 1366]) {
      test(`portal ${language} ${theme} ${width}`, async ({ page, context, request }) => {
        test.setTimeout(90_000);
        await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
        await useSettings(context, { theme, layout: 'vertical' });
        await context.addInitScript(
          (code) => window.localStorage.setItem('language', code),
          language,
        );
        const token = await signInCustomer(context, request);
        const shot = (name: string) =>
          page.screenshot({
            path: `${DIR}/${name}-${language}-${theme}-${width}.png`,
            fullPage: true,
          });

        await page.goto('/portal');
        await expect(page.getByTestId('portal-count')).toBeVisible();
        await page.waitForTimeout(500);
        await shot('list');

        await page.goto(`/portal/shipments/${await movedShipment(request, token)}`);
        await expect(page.getByTestId('portal-timeline')).toBeVisible();
        await page.waitForTimeout(500);
        await shot('detail');
      });
    }
  }
}
