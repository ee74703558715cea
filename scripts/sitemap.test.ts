// @vitest-environment jsdom
// (for DOMParser: the sitemap is read back as XML)
import { describe, expect, it } from 'vitest';
import { languages } from '../app/lib/i18n/languages';
import { prerenderPaths, publicPagePaths } from '../app/pages';
import { robotsTxt, sitemapXml } from './sitemap';
import { localizedPath } from '../app/lib/i18n/localized-path';

const site = 'https://example.test';
const day = '2026-11-25';
const xhtml = 'http://www.w3.org/1999/xhtml';

/** The sitemap read as XML: a parse error fails the test, as it would fail a search engine. */
function parse(xml: string) {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return [...doc.getElementsByTagName('url')].map((url) => ({
    loc: url.getElementsByTagName('loc')[0].textContent,
    lastmod: url.getElementsByTagName('lastmod')[0].textContent,
    alternates: [...url.getElementsByTagNameNS(xhtml, 'link')].map((link) => ({
      rel: link.getAttribute('rel'),
      hreflang: link.getAttribute('hreflang') ?? '',
      href: link.getAttribute('href') ?? '',
    })),
  }));
}

describe('sitemapXml', () => {
  const urls = parse(sitemapXml(site, publicPagePaths(), day));

  it('lists every public page in every language, each once, and no hidden one', () => {
    const locs = urls.map((u) => u.loc);
    expect(new Set(locs).size).toBe(locs.length);
    expect([...locs].sort()).toEqual(
      languages
        .flatMap((l) => publicPagePaths().map((p) => site + localizedPath(p, l.code)))
        .sort(),
    );
    // the prerendered pages are these and the hidden ones (a mail's link pages)
    const hidden = prerenderPaths().filter((p) => !locs.includes(site + p));
    expect(hidden.length).toBeGreaterThan(0);
    for (const path of hidden) expect(path).toMatch(/\/(follow\/confirm|unsubscribe)$/);
    expect(locs).toContain(`${site}/home`);
    expect(locs).toContain(`${site}/th/home`);
    expect(locs).toContain(`${site}/cn/ourservices/seafreight`);
    expect(locs.length).toBe(publicPagePaths().length * languages.length);
  });

  it('names every version of the page by its html lang, itself included, and x-default in English', () => {
    const hreflangs = [...languages.map((l) => l.htmlLang), 'x-default'];
    // the <html lang> values of docs/decisions/0068-language-addresses.md
    expect(hreflangs).toEqual(['en', 'th', 'zh-CN', 'de', 'fr', 'pt', 'x-default']);
    for (const url of urls) {
      expect(url.alternates.map((a) => a.hreflang)).toEqual(hreflangs);
      expect(url.alternates.every((a) => a.rel === 'alternate')).toBe(true);
      expect(url.alternates.map((a) => a.href)).toContain(url.loc);
      const english = url.alternates.find((a) => a.hreflang === 'en')!.href;
      expect(url.alternates.find((a) => a.hreflang === 'x-default')!.href).toBe(english);
      expect(english).not.toMatch(/\/(th|cn|de|fr|pt)\//);
    }
  });

  it('has symmetrical alternates: each version named by a page lists that page back', () => {
    const byLoc = new Map(urls.map((u) => [u.loc, u]));
    for (const url of urls) {
      for (const { href } of url.alternates) {
        const other = byLoc.get(href);
        expect(other, `${href}, named by ${url.loc}, is listed`).toBeDefined();
        expect(other!.alternates).toEqual(url.alternates);
      }
    }
  });

  it('writes the date it is given', () => {
    expect(new Set(urls.map((u) => u.lastmod))).toEqual(new Set([day]));
  });

  it('declares the sitemap and xhtml namespaces', () => {
    const xml = sitemapXml(site, ['/home'], day);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml).toContain(`xmlns:xhtml="${xhtml}"`);
  });

  it('escapes what XML reserves in addresses', () => {
    const odd = `https://example.test/a&b<"c'>`;
    const xml = sitemapXml(odd, ['/home'], day);
    expect(xml).toContain('https://example.test/a&amp;b&lt;&quot;c&apos;&gt;/home');
    expect(xml).not.toContain('a&b');
    const [first] = parse(xml);
    expect(first.loc).toBe(`${odd}/home`);
    expect(first.alternates[0].href).toBe(`${odd}/home`);
  });

  it('takes the languages it is given', () => {
    const two = [
      { code: 'en', htmlLang: 'en' },
      { code: 'cn', htmlLang: 'zh-CN' },
    ] as const;
    const parsed = parse(sitemapXml(site, ['/track'], day, [...two]));
    expect(parsed.map((u) => u.loc)).toEqual([`${site}/track`, `${site}/cn/track`]);
    expect(parsed[1].alternates).toEqual([
      { rel: 'alternate', hreflang: 'en', href: `${site}/track` },
      { rel: 'alternate', hreflang: 'zh-CN', href: `${site}/cn/track` },
      { rel: 'alternate', hreflang: 'x-default', href: `${site}/track` },
    ]);
  });
});

describe('robotsTxt', () => {
  it('keeps the staff areas out and points to the sitemap', () => {
    const robots = robotsTxt(site);
    expect(robots).toContain('Disallow: /apps/');
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toMatch(/^Sitemap: https:\/\/example\.test\/sitemap\.xml$/m);
    expect(robots).not.toMatch(/Disallow: \/(th|cn|de|fr|pt)\b/);
  });
});
