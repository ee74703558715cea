/**
 * Hostile mail bodies (docs/decisions/0035: the server stores a mail's HTML as given; the app
 * sanitizes it when shown, app/features/email/sanitize-mail.ts). Mails carrying script tags, event
 * handlers, javascript: links, SVG with scripts, frames and forms, and a remote image are put in the
 * inbox through the API (a draft with the body, moved to the inbox); opening each runs nothing (no
 * `window.__xss`, no dialog), and the remote image is requested only after "Show images".
 * Server mode: the mails are made on the shared server, each test with a token of its own.
 */
import { request as apiRequestByPath } from '@playwright/test';
import { test } from './support/test';
import { expect } from './auth-helpers';
import { signIn, watchConsole } from './support/spine';

const TRACKER = 'https://tracker.e2e.example';

const hostile: Record<string, string> = {
  script: '<p>script</p><script>window.__xss = "script"</script>',
  handlers:
    '<img src="/nothing.png" onerror="window.__xss = \'onerror\'; alert(1)"><p id="hover" onmouseover="window.__xss = \'hover\'">hover me</p><details open ontoggle="window.__xss = \'toggle\'"><summary>s</summary></details>',
  'javascript-link':
    '<p><a id="js" href="javascript:window.__xss = \'link\'; alert(1)">click me</a> <a id="js2" href="jav&#x61;script:alert(2)">and me</a></p>',
  svg: '<svg onload="window.__xss = \'svg\'"><script>window.__xss = "svg-script"</script><image href="x" onerror="alert(3)"></image></svg><p>svg</p>',
  'frame-and-form':
    '<iframe srcdoc="<script>parent.__xss = \'frame\'</script>"></iframe><form action="https://evil.e2e.example/"><input name="password"><button id="go">Go</button></form><p>form</p>',
  'remote-image': `<p>tracked</p><img id="pixel" alt="pixel" src="${TRACKER}/open.png?who=reader"><div style="background-image: url('${TRACKER}/bg.png')">bg</div>`,
};

interface Made {
  name: string;
  id: number;
}

/** The hostile mails, made as drafts and moved to the inbox through the API. */
async function makeHostileMails(baseURL: string, token: string): Promise<Made[]> {
  const api = await apiRequestByPath.newContext({ baseURL });
  const login = await api.post('/api/auth/login', {
    data: { email: 'admin@demo.com', password: 'admin-demo-pass' },
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}` };
  const made: Made[] = [];
  for (const [name, message] of Object.entries(hostile)) {
    const reply = await api.post('/api/apps/email/mails', {
      headers,
      data: { to: [], cc: [], bcc: [], subject: `${token} ${name}`, message, send: false },
    });
    expect(reply.status(), await reply.text()).toBe(201);
    const { mail } = (await reply.json()) as { mail: { id: number; message: string } };
    // stored as given: the app is what cleans it
    expect(mail.message).toBe(message);
    made.push({ name, id: mail.id });
  }
  const moved = await api.post('/api/apps/email/move-mails', {
    headers,
    data: { emailIds: made.map((m) => m.id), mailFolder: 'inbox' },
  });
  expect(moved.ok()).toBe(true);
  await api.dispose();
  return made;
}

test('hostile mail bodies run nothing, and a remote image waits for "Show images"', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const token = `xss${Date.now().toString(36)}`;
  const made = await makeHostileMails(baseURL!, token);
  await signIn(context, 'admin', baseURL!);
  const errors = watchConsole(page);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const tracked: string[] = [];
  await page.route(`${TRACKER}/**`, (route) => {
    tracked.push(route.request().url());
    return route.fulfill({ status: 204 });
  });
  const popups: string[] = [];
  context.on('page', (p) => popups.push(p.url()));

  for (const { name, id } of made) {
    await page.goto(`/apps/email/inbox?mail=${id}`);
    // a whole page load each time: a loaded machine may need more than the usual 15 s
    await expect(page.getByTestId('mail-view')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('mail-subject-title')).toHaveText(`${token} ${name}`);
    const body = page.getByTestId('mail-body').first();
    await expect(
      body.locator('script, iframe, form, input, button, svg, object, embed'),
    ).toHaveCount(0);
    for (const element of await body.locator('*').all()) {
      const names = await element.evaluate((el) => el.getAttributeNames());
      expect(
        names.filter((n) => n.startsWith('on')),
        `${name}: a handler`,
      ).toEqual([]);
    }
    if (name === 'handlers') await body.locator('#user-content-hover, p').first().hover();
    if (name === 'javascript-link') {
      for (const link of await body.locator('a').all()) {
        expect((await link.getAttribute('href')) ?? '').not.toMatch(/script:/i);
        await link.click();
      }
    }
    await page.waitForTimeout(300);
    expect(
      await page.evaluate(() => (window as unknown as { __xss?: string }).__xss),
    ).toBeUndefined();
  }
  expect(dialogs).toEqual([]);
  expect(popups.filter((u) => u.startsWith('javascript:'))).toEqual([]);

  // the remote image: nothing asked of the tracker until "Show images", for this mail only
  const remote = made.find((m) => m.name === 'remote-image')!;
  await page.goto(`/apps/email/inbox?mail=${remote.id}`);
  await expect(page.getByTestId('images-blocked')).toBeVisible();
  await page.waitForTimeout(500);
  expect(tracked).toEqual([]);
  await expect(page.getByTestId('mail-body').locator('img')).not.toHaveAttribute('src', /tracker/);
  await page.getByTestId('show-images').click();
  await expect(page.getByTestId('images-blocked')).toBeHidden();
  await expect.poll(() => tracked.some((u) => u.includes('/open.png'))).toBe(true);
  await expect.poll(() => tracked.some((u) => u.includes('/bg.png'))).toBe(true);
  // the page's CSP stays as it is: no report of a refused script or frame
  expect(errors.filter((e) => /Content Security Policy/i.test(e) && !/img-src/.test(e))).toEqual(
    [],
  );
});
