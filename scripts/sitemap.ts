/**
 * Vite plugin: writes sitemap.xml and robots.txt into the client build output, from the page
 * registry (the public pages) and the brand's site address. vite.config.ts loads it.
 * Every public page is listed in every language, each entry naming all its language versions and
 * x-default (the English address) as `xhtml:link` alternates, Google's format for localized
 * versions (app/lib/i18n/localized-path.ts says where each language lives).
 * The staff dashboard and the API are kept out of search engines.
 */
import type { Plugin } from 'vite';
import { brand } from '../app/brand';
import { defaultLanguage, languages, type Language } from '../app/lib/i18n/languages';
import { localizedPath } from '../app/lib/i18n/localized-path';
import { publicPagePaths } from '../app/pages';

/** Dashboard and sign-in areas: not for search engines. */
const disallowed = [
  '/api/',
  '/apps/',
  '/ui-elements/',
  '/components/',
  '/forms/',
  '/pages/',
  '/charts-and-maps/',
  '/extensions/',
  '/import-export/',
  '/statistics',
  '/analytics',
  '/card-actions',
  '/card-colors',
  '/callback',
];

const escapeXml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/**
 * The sitemap of `englishPaths` (the English public paths) in every language of `siteLanguages`:
 * one `<url>` per version, each with the same alternates (every version by its `<html lang>`
 * value, and x-default), so the set is symmetrical as search engines require. `lastModified` is
 * given (YYYY-MM-DD), never read from the clock here.
 */
export function sitemapXml(
  siteUrl: string,
  englishPaths: string[],
  lastModified: string,
  siteLanguages: Pick<Language, 'code' | 'htmlLang'>[] = languages,
): string {
  const urls = englishPaths.flatMap((path) => {
    const priority = path === '/home' ? '1.0' : '0.8';
    const href = (code: Language['code']) => escapeXml(siteUrl + localizedPath(path, code));
    const alternates = [
      ...siteLanguages.map((l) => ({ hreflang: l.htmlLang, href: href(l.code) })),
      { hreflang: 'x-default', href: href(defaultLanguage) },
    ].map(
      (a) =>
        `    <xhtml:link rel="alternate" hreflang="${escapeXml(a.hreflang)}" href="${a.href}"/>`,
    );
    return siteLanguages.map((l) =>
      [
        '  <url>',
        `    <loc>${href(l.code)}</loc>`,
        ...alternates,
        `    <lastmod>${escapeXml(lastModified)}</lastmod>`,
        `    <priority>${priority}</priority>`,
        '  </url>',
      ].join('\n'),
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowed.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

export function sitemap(): Plugin {
  return {
    name: 'site-sitemap-robots',
    apply: 'build',
    generateBundle() {
      // Only the browser build: the prerender (server) build has no public folder.
      if (this.environment && this.environment.config.consumer !== 'client') return;
      // the build's day: the one place the sitemap reads the clock
      const today = new Date().toISOString().slice(0, 10);
      this.emitFile({
        type: 'asset',
        fileName: 'sitemap.xml',
        source: sitemapXml(brand.siteUrl, publicPagePaths(), today),
      });
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(brand.siteUrl) });
    },
  };
}
