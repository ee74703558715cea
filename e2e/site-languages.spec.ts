/**
 * The public website in every language at its own address
 * (docs/decisions/0068-language-addresses.md): English at `/home`, the others under their code
 * (`/th/home`, `/cn/ourservices/seafreight`). Every page in every language is checked in its
 * prerendered HTML (no JavaScript: what a search engine reads), a sample in the browser; then the
 * header's language switcher, the offer of a visitor's language on an English address, unknown
 * language codes and axe in Thai and Chinese (every rule in light, then the colour rules in dark,
 * switched in the header and kept over a reload).
 */
import { expect as baseExpect, type Page } from '@playwright/test';
import { test } from './support/test';
import { colourViolations, violations } from './support/axe';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brand } from '../app/brand';
import type { LanguageCode } from '../app/lib/i18n/languages';
import { localizedPath } from '../app/lib/i18n/localized-path';
import { publicPagePaths } from '../app/pages';
import { expectedHtmlLang } from './support/languages';
import { signIn } from './support/spine';

/** generous: the machine is shared, and a language's texts load on demand */
const expect = baseExpect.configure({ timeout: 15_000 });

const htmlLang = expectedHtmlLang;
const codes = Object.keys(htmlLang) as LanguageCode[];
const otherThanEnglish = codes.filter((c) => c !== 'en');

/** The section of site.json each public page takes its title, description and h1 from. */
const sectionOf: Record<string, string> = {
  '/home': 'home',
  '/aboutus/aboutweare': 'about',
  '/aboutus/vision-mission': 'vision',
  '/ourservices/seafreight': 'sea',
  '/ourservices/airfreight': 'air',
  '/ourservices/customs': 'customs',
  '/ourservices/heavyequipment': 'heavy',
  '/ourservices/crossborder': 'crossBorder',
  '/Portfolio': 'portfolio',
  '/ContactUs': 'contact',
  '/Management': 'management',
  '/track': 'track',
};
const paths = publicPagePaths();

type Json = { [key: string]: Json } | Json[] | string;
function flatten(value: Json, prefix = '', out = new Map<string, string>()) {
  if (typeof value === 'string') out.set(prefix, value);
  else if (Array.isArray(value)) value.forEach((v, i) => flatten(v, `${prefix}.${i}`, out));
  else for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  return out;
}
const readLocale = (lang: string, namespace: string) =>
  flatten(
    JSON.parse(readFileSync(join('app', 'locales', lang, `${namespace}.json`), 'utf8')) as Json,
  );
const site = Object.fromEntries(codes.map((c) => [c, readLocale(c, 'site')])) as Record<
  LanguageCode,
  Map<string, string>
>;

/** A text of site.json in a language, its {{values}} filled in. */
function text(lang: LanguageCode, key: string, values: Record<string, string> = {}) {
  const raw = site[lang].get(key);
  if (raw === undefined) throw new Error(`no ${key} in ${lang}/site.json`);
  return raw.replace(/{{(\w+)}}/g, (_, name: string) => values[name] ?? '');
}
const titleOf = (lang: LanguageCode, path: string) =>
  `${text(lang, `${sectionOf[path]}.meta.title`, { name: brand.name })} | ${brand.name}`;
const descriptionOf = (lang: LanguageCode, path: string) =>
  text(lang, `${sectionOf[path]}.meta.description`, { name: brand.name });
const headingOf = (lang: LanguageCode, path: string) =>
  text(lang, `${sectionOf[path]}.hero.title`, { name: brand.name });

/**
 * English sentences a non-English page must not show: every part between placeholders of 4 words
 * or more of site.json (the public pages read no other namespace since their language switcher
 * became links). Brand names and addresses come from app/brand.ts, not from these files. None is
 * the same in another language today; one that must be would be left out here, with its reason.
 */
const englishSentences = [...site.en]
  // the offer of the visitor's language is written in that language, on purpose
  .filter(([key]) => !key.startsWith('languageOffer.'))
  .map(([, value]) => value)
  .flatMap((value) => value.split(/{{\w+}}/))
  .map((part) => part.trim())
  .filter((part) => part.split(/\s+/).length >= 4);

/** A key shown raw means a missing translation. */
const rawKeyPattern =
  /\b(layout|footer|common|home|servicePage|sea|air|customs|heavy|crossBorder|portfolio|management|about|vision|contact|track|serviceNames|officeKinds|offices)\.[a-zA-Z][\w-]*\.[\w.-]*/;

const absolute = (path: string) => `${brand.siteUrl}${path}`;

/** The alternates every language version of `path` names: its six versions and x-default. */
function expectedAlternates(path: string) {
  return [
    ...codes.map((c) => ({ hreflang: htmlLang[c], href: absolute(localizedPath(path, c)) })),
    { hreflang: 'x-default', href: absolute(path) },
  ].sort((a, b) => a.hreflang.localeCompare(b.hreflang));
}

// --- reading prerendered HTML without a browser ---

const namedEntities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};
function unescapeHtml(value: string) {
  return value.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, entity: string) => {
    if (entity[0] !== '#') return namedEntities[entity] ?? whole;
    const hex = entity[1].toLowerCase() === 'x';
    return String.fromCodePoint(parseInt(entity.slice(hex ? 2 : 1), hex ? 16 : 10));
  });
}

/** Every `<name ...>` tag of the HTML as its attributes, values unescaped. */
function tagsOf(html: string, name: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'gi'))].map(([, attributes]) =>
    Object.fromEntries(
      [...attributes.matchAll(/([\w:-]+)(?:="([^"]*)")?/g)].map(([, key, value]) => [
        key.toLowerCase(),
        unescapeHtml(value ?? ''),
      ]),
    ),
  );
}

/** The text of an HTML fragment as a reader sees it: no scripts or styles, spaces collapsed. */
function textOf(html: string) {
  return unescapeHtml(
    html
      .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<[^>]+>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

const between = (html: string, open: RegExp, close: string) => {
  const start = html.search(open);
  const end = html.indexOf(close, start);
  return start < 0 || end < 0 ? '' : html.slice(start, end);
};

// --- the browser ---

/**
 * Opens `path` with `stored` as the visitor's remembered language (once per tab: a later
 * choice stays) and a colour scheme; waits for the page to be interactive.
 */
async function open(
  page: Page,
  path: string,
  { stored, scheme = 'light' }: { stored?: LanguageCode; scheme?: 'light' | 'dark' } = {},
) {
  await page.addInitScript(
    ([language, colors]) => {
      if (window.sessionStorage.getItem('e2e-languages-init')) return;
      window.sessionStorage.setItem('e2e-languages-init', '1');
      if (language) window.localStorage.setItem('language', language);
      window.localStorage.setItem(
        'settings',
        JSON.stringify({ state: { theme: colors }, version: 1 }),
      );
    },
    [stored ?? '', scheme] as const,
  );
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-site-hydrated', 'true');
}

test('every public page has its section of site.json here', () => {
  expect([...paths].sort()).toEqual(Object.keys(sectionOf).sort());
  expect(englishSentences.length, 'English sentences to look for').toBeGreaterThan(300);
});

test.describe('the prerendered HTML of every page in every language', () => {
  for (const path of paths) {
    test(path, async ({ request }) => {
      for (const lang of codes) {
        const address = localizedPath(path, lang);
        const where = `${address}:`;
        const reply = await request.get(address);
        expect(reply.status(), `${where} status`).toBe(200);
        const html = await reply.text();

        expect(tagsOf(html, 'html')[0]?.lang, `${where} <html lang>`).toBe(htmlLang[lang]);
        const title = unescapeHtml(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
        expect(title, `${where} <title>`).toBe(titleOf(lang, path));
        const metas = tagsOf(html, 'meta');
        const meta = (key: string, value: string) =>
          metas.filter((m) => m[key] === value).map((m) => m.content);
        expect(meta('name', 'description'), `${where} description`).toEqual([
          descriptionOf(lang, path),
        ]);
        expect(meta('property', 'og:title'), `${where} og:title`).toEqual([titleOf(lang, path)]);
        expect(meta('property', 'og:description'), `${where} og:description`).toEqual([
          descriptionOf(lang, path),
        ]);
        expect(meta('property', 'og:url'), `${where} og:url`).toEqual([absolute(address)]);

        const links = tagsOf(html, 'link');
        const canonical = links.filter((l) => l.rel === 'canonical').map((l) => l.href);
        expect(canonical, `${where} canonical`).toEqual([absolute(address)]);
        const alternates = links
          .filter((l) => l.rel === 'alternate' && l.hreflang)
          .map((l) => ({ hreflang: l.hreflang, href: l.href }))
          .sort((a, b) => a.hreflang.localeCompare(b.hreflang));
        expect(alternates, `${where} alternates`).toEqual(expectedAlternates(path));

        // the header's menu and the footer's list: this page in each language, this one current
        const versions = codes.map((c) => ({
          hreflang: htmlLang[c],
          href: localizedPath(path, c),
          current: c === lang ? 'page' : undefined,
        }));
        for (const part of ['header', 'footer']) {
          const languageLinks = tagsOf(
            between(html, new RegExp(`<${part}\\b`, 'i'), `</${part}>`),
            'a',
          )
            .filter((a) => a.hreflang)
            .map((a) => ({ hreflang: a.hreflang, href: a.href, current: a['aria-current'] }));
          expect(languageLinks, `${where} the ${part}'s language links`).toEqual(versions);
        }

        const body = textOf(between(html, /<body\b/i, '</body>'));
        expect(body, `${where} the heading in its language`).toContain(headingOf(lang, path));
        expect(body, `${where} no raw translation key`).not.toMatch(rawKeyPattern);
        if (lang !== 'en') {
          const left = englishSentences.filter((sentence) => body.includes(sentence));
          expect(left, `${where} no English sentence`).toEqual([]);
        }
      }
    });
  }
});

test.describe('in the browser: the address, not the stored language, gives the text', () => {
  // each language on /home and on a second page, the pages taken in turn (12 of 72 pairs);
  // the visitor's stored language is another one, which must not change the page
  const sample: { lang: LanguageCode; path: string }[] = otherThanEnglish.flatMap((lang, i) => [
    { lang, path: '/home' },
    { lang, path: paths[(2 * i + 1) % paths.length] },
  ]);
  sample.push({ lang: 'en', path: '/ourservices/customs' });
  for (const { lang, path } of sample) {
    const address = localizedPath(path, lang);
    test(address, async ({ page }) => {
      const stored: LanguageCode = lang === 'de' ? 'th' : 'de';
      await open(page, address, { stored });
      await expect(page).toHaveURL((url) => url.pathname === address);
      await expect(page.locator('html')).toHaveAttribute('lang', htmlLang[lang]);
      await expect(page.locator('h1')).toHaveText(headingOf(lang, path));
      await expect(page).toHaveTitle(titleOf(lang, path));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        descriptionOf(lang, path),
      );
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        absolute(address),
      );
      await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(7);
      await page.waitForLoadState('networkidle');
      const body = await page.locator('body').innerText();
      expect(body, 'no raw translation key').not.toMatch(rawKeyPattern);
      if (lang !== 'en') {
        expect(englishSentences.filter((sentence) => body.includes(sentence))).toEqual([]);
      }
      // the stored choice is the visitor's, untouched by opening another language's address
      expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBe(stored);
    });
  }
});

/** The header's language menu: a `details` whose links are the page in each language. */
async function chooseLanguage(page: Page, lang: LanguageCode) {
  const menu = page.getByTestId('language-menu');
  await menu.locator('summary').click();
  await menu.locator(`a[hreflang="${htmlLang[lang]}"]`).click();
}

test.describe('the header’s language menu', () => {
  for (const { name, width, height } of [
    { name: 'wide window', width: 1366, height: 900 },
    { name: 'phone', width: 390, height: 844 },
  ]) {
    test(`${name}: the same page in the chosen language, remembered, and the dashboard opens in it`, async ({
      page,
      context,
      baseURL,
    }) => {
      // three languages, a page, a sign-in and a dashboard screen, each loaded on demand
      test.slow();
      await page.setViewportSize({ width, height });
      const path = '/ourservices/seafreight';
      await open(page, path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      const menu = page.getByTestId('language-menu');
      await expect(menu).toBeVisible();
      expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBeNull();

      for (const lang of ['th', 'cn', 'de'] as const) {
        await chooseLanguage(page, lang);
        await expect(page).toHaveURL((url) => url.pathname === localizedPath(path, lang));
        await expect(page.locator('html')).toHaveAttribute('lang', htmlLang[lang]);
        await expect(page.locator('h1')).toHaveText(headingOf(lang, path));
        await expect(page).toHaveTitle(titleOf(lang, path));
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
          'href',
          absolute(localizedPath(path, lang)),
        );
        await expect(menu, 'closed on the new page').not.toHaveAttribute('open');
        expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBe(lang);
      }

      // a link of the page stays in its language: the header's, or on a phone the menu's
      if (width < 992) {
        await page.getByTestId('phone-menu-toggle').click();
        await page
          .getByRole('navigation', { name: text('de', 'layout.menuTitle') })
          .getByRole('link', { name: text('de', 'track.header.button') })
          .click();
      } else {
        await page.getByTestId('header-track-link').click();
      }
      await expect(page).toHaveURL((url) => url.pathname === localizedPath('/track', 'de'));
      await expect(page.locator('h1')).toHaveText(headingOf('de', '/track'));

      // the dashboard takes the stored choice
      await signIn(context, 'admin', baseURL ?? '');
      await page.goto('/apps/chat');
      await expect(page.getByTestId('page-title')).toHaveText(
        readLocale('de', 'pages').get('chat') ?? '',
      );
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    });
  }

  test('back to English: the English address, and English remembered', async ({ page }) => {
    await open(page, '/th/Portfolio', { stored: 'th' });
    await chooseLanguage(page, 'en');
    await expect(page).toHaveURL((url) => url.pathname === '/Portfolio');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('h1')).toHaveText(headingOf('en', '/Portfolio'));
    expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBe('en');
  });

  test('the footer’s list goes to the page in that language too', async ({ page }) => {
    await open(page, '/fr/Management');
    await page.getByTestId('footer-languages').locator('a[hreflang="pt"]').click();
    await expect(page).toHaveURL((url) => url.pathname === '/pt/Management');
    await expect(page.locator('h1')).toHaveText(headingOf('pt', '/Management'));
    expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBe('pt');
  });
});

test.describe('a visitor who chose a language, on an English address', () => {
  test('stays there and is offered their language, in it; the offer can be dismissed', async ({
    page,
  }) => {
    await open(page, '/home', { stored: 'th' });
    const offer = page.getByTestId('language-offer');
    await expect(offer).toBeVisible();
    // no redirect: the English page, at its address
    await expect(page).toHaveURL((url) => url.pathname === '/home');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('h1')).toHaveText(headingOf('en', '/home'));
    await expect(offer).toHaveAttribute('lang', 'th');
    const link = offer.getByRole('link', { name: text('th', 'languageOffer.read') });
    await expect(link).toHaveAttribute('href', '/th/home');
    expect(await violations(page), 'axe with the offer shown').toEqual([]);

    await offer.getByRole('button', { name: text('th', 'languageOffer.dismiss') }).click();
    await expect(offer).toHaveCount(0);
    // dismissed for Thai: not offered again on the next page or after a reload
    await page.getByTestId('header-track-link').click();
    await expect(page).toHaveURL((url) => url.pathname === '/track');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-site-hydrated', 'true');
    await page.waitForLoadState('networkidle');
    await expect(offer).toHaveCount(0);
    expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBe('th');
  });

  test('the offer’s link opens the page in that language, where nothing is offered', async ({
    page,
  }) => {
    await open(page, '/ourservices/airfreight', { stored: 'cn' });
    const offer = page.getByTestId('language-offer');
    await offer.getByRole('link', { name: text('cn', 'languageOffer.read') }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/cn/ourservices/airfreight');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.locator('h1')).toHaveText(headingOf('cn', '/ourservices/airfreight'));
    await page.waitForLoadState('networkidle');
    await expect(offer).toHaveCount(0);
  });

  test('a visitor who never chose is offered nothing', async ({ page }) => {
    await open(page, '/ContactUs');
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('language-offer')).toHaveCount(0);
    await expect(page).toHaveURL((url) => url.pathname === '/ContactUs');
  });
});

test.describe('not a page: an unknown language, or English under a code', () => {
  for (const address of ['/xx/home', '/en/home', '/en/ourservices/seafreight', '/zh/ContactUs']) {
    test(address, async ({ page, request }) => {
      const path = address.replace(/^\/\w+/, '');
      // no prerendered page there: the app's shell, without the page's title
      const html = await (await request.get(address)).text();
      expect(html).not.toContain(`<title>${titleOf('en', path)}`);
      await page.goto(address);
      await expect(page).toHaveURL((url) => url.pathname === '/pages/error-404');
      await expect(page.getByTestId('error-404')).toBeVisible();
    });
  }
});

test.describe('accessibility (axe) in Thai and Chinese: no violation', () => {
  for (const lang of ['th', 'cn'] as const) {
    for (const path of ['/home', '/ourservices/seafreight', '/ContactUs', '/track']) {
      const address = localizedPath(path, lang);
      test(`${address} light, then dark`, async ({ page }) => {
        const html = page.locator('html');
        /** The page loaded and quiet, on the home page with the language menu open. */
        const ready = async () => {
          await expect(page.locator('h1')).toBeVisible();
          await page.waitForLoadState('networkidle');
          if (path === '/home') await page.getByTestId('language-menu').locator('summary').click();
        };
        await open(page, address, { scheme: 'light' });
        await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
        await ready();
        expect(await violations(page), 'light').toEqual([]);
        // the header's switch turns the page dark and keeps the choice: the reload opens it in
        // the stored dark; axe's colour rules there (the structure is the same in both themes,
        // e2e/support/axe.ts)
        await page.getByTestId('color-scheme-toggle').click();
        await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
        await page.reload();
        await expect(html).toHaveAttribute('data-site-hydrated', 'true');
        await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
        await ready();
        expect(await colourViolations(page), 'dark').toEqual([]);
      });
    }
  }
});
