/**
 * Vite plugin: writes sitemap.xml and robots.txt into the client build output, from the page
 * registry (the prerendered public pages) and the brand's site address. vite.config.ts loads it.
 * The staff dashboard and the API are kept out of search engines.
 */
import type { Plugin } from 'vite';
import { brand } from '../app/brand';
import { prerenderPaths } from '../app/pages';

/** Dashboard and sign-in areas: not for search engines. */
const disallowed = [
  '/api/', '/apps/', '/ui-elements/', '/components/', '/forms/', '/pages/', '/charts-and-maps/',
  '/extensions/', '/import-export/', '/statistics', '/analytics', '/card-actions', '/card-colors', '/callback',
];

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function sitemapXml(siteUrl: string, paths: string[], lastModified: string): string {
  const urls = paths.map((path) => {
    const priority = path === '/home' ? '1.0' : '0.8';
    return `  <url>\n    <loc>${escapeXml(siteUrl + path)}</loc>\n    <lastmod>${lastModified}</lastmod>\n    <priority>${priority}</priority>\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', ...disallowed.map((p) => `Disallow: ${p}`), '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
}

export function sitemap(): Plugin {
  return {
    name: 'site-sitemap-robots',
    apply: 'build',
    generateBundle() {
      // Only the browser build: the prerender (server) build has no public folder.
      if (this.environment && this.environment.config.consumer !== 'client') return;
      const today = new Date().toISOString().slice(0, 10);
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: sitemapXml(brand.siteUrl, prerenderPaths(), today) });
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(brand.siteUrl) });
    },
  };
}
