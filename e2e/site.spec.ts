/**
 * The public website (docs/decisions/0020) against the production build: every page in every
 * language, the language switch, accessibility (axe: every page in light, then its colours in dark
 * after the header's switch), layout from 360 px, the contact form.
 */
import { expect as baseExpect, type Page } from '@playwright/test';
import { test } from './support/test';
import { colourViolations, violations } from './support/axe';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contactLimits } from '../api/modules/contact/contract-rules';
import { useOwnClientAddress } from './support/client-address';
import type { LanguageCode } from '../app/lib/i18n/languages';
import { localizedPath } from '../app/lib/i18n/localized-path';

/** generous: the machine is shared, and a first send loads the HTTP client on demand */
const expect = baseExpect.configure({ timeout: 15_000 });

type Json = { [key: string]: Json } | Json[] | string;

const languages = [
  { code: 'en', html: 'en' },
  { code: 'th', html: 'th' },
  { code: 'cn', html: 'zh-CN' },
  { code: 'de', html: 'de' },
  { code: 'fr', html: 'fr' },
  { code: 'pt', html: 'pt' },
] as const;

const locales = Object.fromEntries(
  languages.map((l) => [
    l.code,
    JSON.parse(readFileSync(join('app', 'locales', l.code, 'site.json'), 'utf8')) as Json,
  ]),
) as Record<string, Json>;

function flatten(value: Json, prefix = '', out = new Map<string, string>()) {
  if (typeof value === 'string') out.set(prefix, value);
  else if (Array.isArray(value)) value.forEach((v, i) => flatten(v, `${prefix}.${i}`, out));
  else for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  return out;
}

function text(lang: string, key: string, values: Record<string, string> = {}) {
  const raw = flatten(locales[lang]).get(key);
  if (raw === undefined) throw new Error(`no ${key} in ${lang}`);
  return raw.replace(/{{(\w+)}}/g, (_, name: string) => values[name] ?? '');
}

const brandName = 'Siam Gateway';

/** Every public page: its path, its section in site.json, the key of its h1. */
const sitePages = [
  { path: '/home', section: 'home' },
  { path: '/aboutus/aboutweare', section: 'about' },
  { path: '/aboutus/vision-mission', section: 'vision' },
  { path: '/ourservices/seafreight', section: 'sea' },
  { path: '/ourservices/airfreight', section: 'air' },
  { path: '/ourservices/customs', section: 'customs' },
  { path: '/ourservices/heavyequipment', section: 'heavy' },
  { path: '/ourservices/crossborder', section: 'crossBorder' },
  { path: '/Portfolio', section: 'portfolio' },
  { path: '/ContactUs', section: 'contact' },
  { path: '/Management', section: 'management' },
];

/** Keys whose value may equal English: names of places. */
const sameAsEnglishAllowed = /^(offices\.|.*\.transit\.rows\.)/;

/** A key shown raw means a missing translation. */
const rawKeyPattern =
  /\b(layout|footer|common|home|servicePage|sea|air|customs|heavy|crossBorder|portfolio|management|about|vision|contact|serviceNames|officeKinds|offices)\.[a-zA-Z][\w-]*\.?/;

/**
 * Opens the English public path `path` at its address in `lang` (the address gives the page's
 * language, docs/decisions/0068-language-addresses.md), the visitor's stored choice the same.
 */
async function openIn(
  page: Page,
  path: string,
  lang: LanguageCode,
  scheme: 'light' | 'dark' = 'light',
) {
  // once per tab: a reload keeps what the visitor chose since
  await page.addInitScript(
    ([code, colors]) => {
      if (window.sessionStorage.getItem('e2e-site-init') === `${code}-${colors}`) return;
      window.sessionStorage.setItem('e2e-site-init', `${code}-${colors}`);
      window.localStorage.setItem('language', code);
      window.localStorage.setItem(
        'settings',
        JSON.stringify({ state: { theme: colors }, version: 1 }),
      );
    },
    [lang, scheme] as const,
  );
  await page.goto(localizedPath(path, lang));
  const html = languages.find((l) => l.code === lang)?.html ?? 'en';
  await expect(page.locator('html')).toHaveAttribute('data-site-hydrated', 'true');
  await expect(page.locator('html')).toHaveAttribute('lang', html);
}

test.describe('translations', () => {
  const en = flatten(locales.en);
  for (const { code } of languages.filter((l) => l.code !== 'en')) {
    test(`${code}: every English key is translated, with the same placeholders, and none left in English`, () => {
      const other = flatten(locales[code]);
      const placeholders = (s: string) =>
        [...s.matchAll(/{{\w+}}/g)]
          .map((m) => m[0])
          .sort()
          .join();
      for (const [key, value] of en) {
        expect(other.has(key), `${code} has ${key}`).toBe(true);
        const translated = other.get(key) ?? '';
        expect(translated.trim(), `${code} ${key} is not empty`).not.toBe('');
        expect(placeholders(translated), `${code} ${key} placeholders`).toBe(placeholders(value));
        if (!sameAsEnglishAllowed.test(key))
          expect(translated, `${code} ${key} is translated`).not.toBe(value);
      }
      expect(
        [...other.keys()].filter((k) => !en.has(k)),
        `${code} has no extra keys`,
      ).toEqual([]);
    });
  }
});

test.describe('every public page in every language', () => {
  const englishSentences = [...flatten(locales.en).values()]
    .map((v) => v.replace(/{{\w+}}/g, '').trim())
    .filter((v) => v.split(/\s+/).length >= 4);

  for (const { path, section } of sitePages) {
    for (const { code } of languages) {
      test(`${path} in ${code}`, async ({ page }) => {
        await openIn(page, path, code);
        const h1 = text(code, section === 'home' ? 'home.hero.title' : `${section}.hero.title`);
        await expect(page.locator('h1')).toHaveText(h1);
        await expect(page).toHaveTitle(
          `${text(code, `${section}.meta.title`, { name: brandName })} | ${brandName}`,
        );
        await expect(page.locator('meta[name="description"]')).toHaveAttribute(
          'content',
          text(code, `${section}.meta.description`, { name: brandName }),
        );
        await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
        const body = await page.locator('body').innerText();
        expect(body, 'no raw translation key').not.toMatch(rawKeyPattern);
        if (code !== 'en') {
          const left = englishSentences.filter((sentence) => body.includes(sentence));
          expect(left, 'no English left').toEqual([]);
        }
      });
    }
  }
});

test('the language menu goes to the page’s address in the chosen language, and links stay in it', async ({
  page,
}) => {
  await openIn(page, '/ourservices/seafreight', 'en');
  await expect(page.locator('h1')).toHaveText(text('en', 'sea.hero.title'));
  const menu = page.getByTestId('language-menu');
  await menu.locator('summary').click();
  await menu.getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/de\/ourservices\/seafreight$/);
  await expect(page.locator('h1')).toHaveText(text('de', 'sea.hero.title'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page).toHaveTitle(
    new RegExp(text('de', 'sea.meta.title').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  );
  // another page, through the header's navigation, stays in German
  await page
    .getByRole('navigation', { name: text('de', 'layout.mainNav') })
    .getByRole('link', { name: text('de', 'layout.portfolio') })
    .click();
  await expect(page).toHaveURL(/\/de\/Portfolio$/);
  await expect(page.locator('h1')).toHaveText(text('de', 'portfolio.hero.title'));
  // and after a reload
  await page.reload();
  await expect(page.locator('h1')).toHaveText(text('de', 'portfolio.hero.title'));
});

test.describe('accessibility (axe)', () => {
  for (const { path } of sitePages) {
    test(`${path} light, then dark: no violation`, async ({ page }) => {
      await openIn(page, path, 'en', 'light');
      await expect(page.locator('h1')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await violations(page), 'light').toEqual([]);
      // the site's own switch repaints the same page in dark: axe's colour rules there (the
      // structure is the same in both, e2e/support/axe.ts)
      await page.getByTestId('color-scheme-toggle').click();
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
      await expect(page.locator('h1')).toBeVisible();
      expect(await colourViolations(page), 'dark').toEqual([]);
    });
  }

  test('the mobile menu, open, in Thai: no violation', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await openIn(page, '/home', 'th');
    const toggle = page.getByTestId('phone-menu-toggle');
    await expect(toggle).toHaveAttribute('aria-label', text('th', 'layout.openMenu'));
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: text('th', 'layout.menuTitle') });
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: text('th', 'serviceNames.air') }).click();
    await expect(page).toHaveURL(/\/th\/ourservices\/airfreight$/);
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(menu).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});

test.describe('layout', () => {
  for (const width of [360, 1920]) {
    test(`no horizontal scroll at ${width} px on any page`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const { path } of sitePages) {
        await openIn(page, path, 'de');
        await expect(page.locator('h1')).toBeVisible();
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0);
      }
    });
  }

  test('skip link, landmarks and keyboard-reachable services menu', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await openIn(page, '/home', 'en');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: text('en', 'layout.skipLink') });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main-content')).toBeFocused();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // a native disclosure: its summary, which the menu island gives aria-expanded
    const services = page
      .getByRole('banner')
      .locator('summary', { hasText: text('en', 'layout.services') });
    await services.focus();
    await page.keyboard.press('Enter');
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    const item = page
      .getByRole('banner')
      .getByRole('link', { name: new RegExp(`^${text('en', 'serviceNames.customs')}`) });
    await expect(item).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(services).toBeFocused();
    await page.keyboard.press('Enter');
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('Tab');
    await expect(item).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/ourservices\/customs$/);
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: text('en', 'layout.signIn') })).toHaveAttribute(
      'href',
      '/pages/login',
    );
  });

  test('pictures have alt text, a size, and load lazily below the fold', async ({ page }) => {
    for (const path of ['/home', '/Portfolio', '/Management', '/ContactUs']) {
      await openIn(page, path, 'en');
      const images = await page.locator('main img').evaluateAll((els) =>
        els.map((el) => ({
          alt: el.getAttribute('alt'),
          width: el.getAttribute('width'),
          height: el.getAttribute('height'),
          loading: el.getAttribute('loading'),
          top: el.getBoundingClientRect().top,
        })),
      );
      expect(images.length).toBeGreaterThan(0);
      for (const image of images) {
        expect(image.alt, `${path} alt`).not.toBeNull();
        expect(image.width && image.height, `${path} size`).toBeTruthy();
        if (image.top > 2000) expect(image.loading, `${path} lazy below the fold`).toBe('lazy');
      }
    }
  });

  test('numbers and dates follow the language', async ({ page }) => {
    await openIn(page, '/home', 'de');
    await expect(page.getByText('48.600', { exact: true })).toBeVisible();
    await expect(page.getByText('98,7 %', { exact: true })).toBeVisible();
    await openIn(page, '/ourservices/seafreight', 'fr');
    await expect(page.getByRole('cell', { name: '28–34 jours' })).toBeVisible();
    await openIn(page, '/Portfolio', 'th');
    await expect(page.locator('time[datetime="2024-03"]')).toHaveText(/2567/);
  });
});

test.describe('contact form', () => {
  test.beforeEach(({ page }, info) => useOwnClientAddress(page, info));
  /** a field of the form, found by its label (which names it) */
  const field = (page: Page, name: string) =>
    page
      .getByTestId('contact-form')
      .getByLabel(new RegExp(`^${text('en', `contact.form.${name}`)}\\b`));
  async function fill(page: Page) {
    await field(page, 'name').fill('Malee Chaiyaporn');
    await field(page, 'email').fill('malee@example.com');
    await field(page, 'phone').fill('+66 81 234 5678');
    await field(page, 'company').fill('Chaiyaporn Rubber Co.');
    await field(page, 'service').selectOption('sea-freight');
    await field(page, 'message').fill(
      'Two 40-foot containers of latex gloves to Hamburg, ready on 3 March.',
    );
  }

  test('shows a message next to each wrong field and clears it once fixed', async ({ page }) => {
    await openIn(page, '/ContactUs', 'en');
    await page.getByTestId('contact-submit').click();
    const name = field(page, 'name');
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    for (const key of ['nameRequired', 'emailRequired', 'serviceRequired', 'messageRequired']) {
      await expect(page.getByText(text('en', `contact.form.errors.${key}`))).toBeVisible();
    }
    const email = field(page, 'email');
    await email.fill('not-an-address');
    await expect(page.getByText(text('en', 'contact.form.errors.emailInvalid'))).toBeVisible();
    await email.fill('malee@example.com');
    await expect(page.getByText(text('en', 'contact.form.errors.emailInvalid'))).toHaveCount(0);
    await field(page, 'message').fill('Too short');
    await expect(
      page.getByText(
        text('en', 'contact.form.errors.messageShort', { count: String(contactLimits.messageMin) }),
      ),
    ).toBeVisible();
  });

  test('messages are in the visitor language', async ({ page }) => {
    await openIn(page, '/ContactUs', 'fr');
    await page.getByTestId('contact-submit').click();
    await expect(page.getByText(text('fr', 'contact.form.errors.nameRequired'))).toBeVisible();
  });

  test('a failed send keeps everything typed and says so', async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":"Something went wrong"}',
      }),
    );
    await openIn(page, '/ContactUs', 'en');
    await fill(page);
    await page.getByTestId('contact-submit').click();
    await expect(page.getByTestId('contact-failure')).toContainText(
      text('en', 'contact.form.failure.title'),
    );
    await expect(field(page, 'name')).toHaveValue('Malee Chaiyaporn');
    await expect(field(page, 'email')).toHaveValue('malee@example.com');
    await expect(field(page, 'phone')).toHaveValue('+66 81 234 5678');
    await expect(field(page, 'service')).toHaveValue('sea-freight');
    await expect(field(page, 'message')).toHaveValue(/latex gloves/);
  });

  test('a field the server refuses shows its message, by code, next to the field', async ({
    page,
  }) => {
    // a rule only the server knows (here: a shorter limit than the form's) still reaches the field
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({
          error: 'company: must be at most 10 characters',
          code: 'tooLong',
          field: 'company',
          limit: 10,
          issues: [
            {
              field: 'company',
              code: 'tooLong',
              message: 'must be at most 10 characters',
              limit: 10,
            },
          ],
        }),
      }),
    );
    await openIn(page, '/ContactUs', 'en');
    await fill(page);
    await page.getByTestId('contact-submit').click();
    // the app's own text for the code, not the server's sentence
    await expect(page.getByText('Use at most 10 characters.')).toBeVisible();
    await expect(field(page, 'company')).toBeFocused();
    await expect(field(page, 'company')).toHaveValue('Chaiyaporn Rubber Co.');
    await expect(page.getByTestId('contact-failure')).toHaveCount(0);
  });

  test('a network failure keeps the form too', async ({ page }) => {
    await page.route('**/api/contact', (route) => route.abort('failed'));
    await openIn(page, '/ContactUs', 'en');
    await fill(page);
    await page.getByTestId('contact-submit').click();
    await expect(page.getByTestId('contact-failure')).toBeVisible();
    await expect(field(page, 'company')).toHaveValue('Chaiyaporn Rubber Co.');
  });

  test('a sent message posts the JSON body and shows a confirmation', async ({ page }) => {
    let body: unknown;
    await page.route('**/api/contact', async (route) => {
      body = route.request().postDataJSON();
      await route.fulfill({
        status: 201,
        contentType: 'application/json',
        body: '{"ok":true,"id":1}',
      });
    });
    await openIn(page, '/ContactUs', 'en');
    await fill(page);
    await page.getByTestId('contact-submit').click();
    await expect(page.getByTestId('contact-success')).toContainText(
      text('en', 'contact.form.success.title'),
    );
    expect(body).toEqual({
      name: 'Malee Chaiyaporn',
      email: 'malee@example.com',
      phone: '+66 81 234 5678',
      company: 'Chaiyaporn Rubber Co.',
      service: 'sea-freight',
      message: 'Two 40-foot containers of latex gloves to Hamburg, ready on 3 March.',
      website: '',
    });
  });
});

// @api: needs the real back end, the Node server of `npm test`; the static serve of
// e2e/support-site/playwright.config.ts leaves it out
test(
  'a message sent through the form arrives unread in the staff inbox',
  { tag: '@api' },
  async ({ page, request }, info) => {
    await useOwnClientAddress(page, info);
    const login = await request.post('/api/auth/login', {
      data: { email: 'editor@demo.com', password: 'editor-demo-pass' },
    });
    const { accessToken } = (await login.json()) as { accessToken?: string };
    expect(accessToken, 'the demo editor can sign in').toBeTruthy();

    const company = `Inbox check ${Date.now()}`;
    await openIn(page, '/ContactUs', 'en');
    const form = page.getByTestId('contact-form');
    await form.getByLabel(/^Your name/).fill('Somsak Wongsa');
    await form.getByLabel(/^Email/).fill('somsak@example.com');
    await form.getByLabel(/^Company/).fill(company);
    await form.getByLabel(/^Service/).selectOption('customs');
    await form
      .getByLabel(/^Message/)
      .fill('Please quote customs clearance for 12 pallets of machine parts at Laem Chabang.');
    await page.getByTestId('contact-submit').click();
    await expect(page.getByTestId('contact-success')).toBeVisible();

    const inbox = await request.get('/api/apps/email/mails?filter=inbox', {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(inbox.status()).toBe(200);
    const reply = (await inbox.json()) as unknown;
    const mails = (
      Array.isArray(reply) ? reply : ((reply as { mails?: unknown[] }).mails ?? [])
    ) as {
      sender: string;
      subject: string;
      unread: boolean;
      mailFolder: string;
    }[];
    const mail = mails.find((m) => m.subject.includes(company));
    expect(mail, 'the enquiry is in the inbox').toBeTruthy();
    expect(mail).toMatchObject({ sender: 'somsak@example.com', unread: true, mailFolder: 'inbox' });
  },
);

test.describe('findable', () => {
  test('sitemap.xml lists every public page and robots.txt points to it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const { path } of sitePages) expect(sitemap).toContain(`${path}</loc>`);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/^User-agent: \*/m);
    expect(robots).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
  });

  test('the prerendered HTML carries the content, title and description', async ({ request }) => {
    for (const { path, section } of sitePages) {
      const html = await (await request.get(path)).text();
      expect(html).toContain(
        `<title>${text('en', `${section}.meta.title`, { name: brandName }).replace(/&/g, '&amp;')} | ${brandName}</title>`,
      );
      expect(html).toContain('<meta name="description"');
      expect(html).toContain('<meta property="og:title"');
      expect(html).toContain('<h1');
    }
  });
});
