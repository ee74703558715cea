/**
 * `npm run report:bundle`: the gzip size of each page's first load (JS and CSS).
 * - Public pages, in every language (`prerenderPaths()` of app/pages.ts): read from the prerendered
 *   HTML (`build/client/<path>/index.html`, `build/client/th/home/index.html`): every script,
 *   module preload and stylesheet it names, every module its inline module scripts import, and
 *   what those JS files import statically, each file counted once. What the page imports later
 *   (translations, fonts, the in-browser API) is not part of the first load and is not counted.
 * - Staff routes, from the production build's React Router manifest: entry + root + layout + route
 *   modules, their static imports and their CSS (a staff page is not prerendered).
 * The route manifest itself (a JS file every page loads, whose size follows the number of routes,
 * not the page) is printed on its own line and is in neither figure
 * (docs/decisions/0006-public-first-load-budget.md).
 *   BUILD_DIR=build npx tsx scripts/report-bundle.ts [--json]
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, posix, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { languages, type LanguageCode } from '../app/lib/i18n/languages';
import { languageOfPath, unlocalizedPath } from '../app/lib/i18n/localized-path';
import { pageById, prerenderPaths, publicPagePaths } from '../app/pages';

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  module: string;
  imports?: string[];
  css?: string[];
}

interface Manifest {
  /** the manifest's own file, as the page loads it */
  url: string;
  entry: { module: string; imports: string[]; css?: string[] };
  routes: Record<string, ManifestRoute>;
}

export interface RouteSize {
  id: string;
  path: string;
  layout: string;
  js: number;
  css: number;
  total: number;
  files: number;
}

export interface PageSize {
  /** the page's address, `/th/home` */
  path: string;
  /** the same page's English address, `/home` */
  page: string;
  language: LanguageCode;
  js: number;
  css: number;
  total: number;
  files: number;
}

export function readManifest(clientDir: string): Manifest {
  const assets = join(clientDir, 'assets');
  const file = readdirSync(assets).find((f) => /^manifest-[\w-]+\.js$/.test(f));
  if (!file) throw new Error(`no React Router manifest in ${assets}: build first`);
  const text = readFileSync(join(assets, file), 'utf8');
  const manifest = JSON.parse(
    text.replace(/^window\.__reactRouterManifest=/, '').replace(/;\s*$/, ''),
  ) as Omit<Manifest, 'url'>;
  return { ...manifest, url: `/assets/${file}` };
}

/** The gzip size of a build file by its URL, each file compressed once. */
function gzipSizes(clientDir: string): (url: string) => number {
  const gz = new Map<string, number>();
  return (url) => {
    let size = gz.get(url);
    if (size === undefined) {
      // React Router marks some stylesheet URLs with a '#' suffix; the file has none
      size = gzipSync(readFileSync(join(clientDir, url.replace(/[#?].*$/, ''))), {
        level: 9,
      }).length;
      gz.set(url, size);
    }
    return size;
  };
}

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
    .exec(tag)
    ?.slice(1)
    .find((v) => v !== undefined);

/**
 * The JS and CSS files a prerendered page loads at once: `<script src>`, `<link rel=modulepreload>`,
 * `<link rel=stylesheet>`, and every module its inline module scripts import, statically or with
 * `import()` (React Router starts the entry that way as the page loads).
 */
export function htmlAssets(html: string): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attribute(tag, 'rel')?.toLowerCase().split(/\s+/) ?? [];
    const href = attribute(tag, 'href');
    if (!href) continue;
    if (rel.includes('stylesheet')) css.add(href);
    else if (rel.includes('modulepreload')) js.add(href);
  }
  for (const [, open, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const src = attribute(open, 'src');
    if (src) js.add(src);
    else if (attribute(open, 'type') === 'module')
      for (const [, url] of body.matchAll(
        /\bimport\s*(?:[\w$*{}\s,]*?from\s*|\(\s*)?["']([^"']+)["']/g,
      ))
        js.add(url);
  }
  return { js: [...js], css: [...css] };
}

/**
 * The modules a built JS file imports statically (`import ... from`, `import "..."`,
 * `export ... from`), as URLs; `import()` is left out, it loads later.
 */
export function staticImports(code: string, fileUrl: string): string[] {
  const found = code.matchAll(
    /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]*?from\s*)?["']([^"']+\.m?js)["']/g,
  );
  return [...found].map(([, spec]) =>
    spec.startsWith('.') ? posix.join(posix.dirname(fileUrl), spec) : spec,
  );
}

/**
 * The modules the islands entry loads as soon as it runs on this page: the island of each
 * `data-island` the HTML names (from the entry's map `name: () => import("./file.js")`) and its
 * other immediate imports (the fonts). Part of the first load, though loaded by `import()`.
 */
export function islandModules(html: string, scripts: string[], clientDir: string): string[] {
  const named = new Set([...html.matchAll(/\sdata-island="([\w-]+)"/g)].map((m) => m[1]));
  const found: string[] = [];
  for (const url of scripts) {
    const code = readFileSync(join(clientDir, url.replace(/[#?].*$/, '')), 'utf8');
    if (!code.includes('data-island')) continue;
    const map = new Map<string, string>();
    for (const [, name, file] of code.matchAll(
      /["']?([\w-]+)["']?\s*:\s*\(\)\s*=>\s*import\(\s*[`"']\.\/([\w.-]+\.js)[`"']\s*\)/g,
    ))
      map.set(name, posix.join(posix.dirname(url), file));
    for (const name of named) {
      const island = map.get(name);
      if (!island) throw new Error(`the page names island ${name}, which ${url} does not load`);
      found.push(island);
    }
    const mapped = new Set(map.values());
    for (const [, file] of code.matchAll(/\bimport\(\s*[`"']\.\/([\w.-]+\.js)[`"']\s*\)/g)) {
      const other = posix.join(posix.dirname(url), file);
      if (!mapped.has(other)) found.push(other);
    }
  }
  return found;
}

/** Each public page in each language: what its prerendered HTML makes the browser load first. */
export function pageSizes(buildDir = process.env.BUILD_DIR ?? 'build'): PageSize[] {
  const clientDir = resolve(buildDir, 'client');
  const sizeOf = gzipSizes(clientDir);
  const { url: manifestUrl } = readManifest(clientDir);
  return prerenderPaths().map((path) => {
    const html = readFileSync(join(clientDir, path, 'index.html'), 'utf8');
    const { js: scripts, css } = htmlAssets(html);
    // the route manifest is reported on its own (decision 0006)
    const js = new Set<string>();
    const visit = (url: string) => {
      if (js.has(url) || url === manifestUrl) return;
      js.add(url);
      const code = readFileSync(join(clientDir, url.replace(/[#?].*$/, '')), 'utf8');
      for (const imported of staticImports(code, url)) visit(imported);
    };
    for (const url of scripts) visit(url);
    // the islands the page names, which its script loads at once (docs/decisions/0069)
    for (const url of islandModules(html, [...js], clientDir)) visit(url);
    const jsSize = [...js].reduce((n, f) => n + sizeOf(f), 0);
    const cssSize = css.reduce((n, f) => n + sizeOf(f), 0);
    return {
      path,
      page: unlocalizedPath(path),
      language: languageOfPath(path),
      js: jsSize,
      css: cssSize,
      total: jsSize + cssSize,
      files: js.size + css.length,
    };
  });
}

export function routeSizes(buildDir = process.env.BUILD_DIR ?? 'build'): RouteSize[] {
  const clientDir = resolve(buildDir, 'client');
  const manifest = readManifest(clientDir);
  const sizeOf = gzipSizes(clientDir);

  const layoutOf = (route: ManifestRoute) => {
    let r: ManifestRoute | undefined = route;
    while (r && !r.id.startsWith('layout-'))
      r = r.parentId ? manifest.routes[r.parentId] : undefined;
    return r ? r.id.replace(/^layout-/, '') : '-';
  };

  // The rest of Mantine's styles, which the dashboard layout's loader awaits before a screen draws unless
  // the screen is marked frameStylesOnly (app/layouts/dashboard.tsx; docs/decisions/0063): part of
  // those screens' first load although no manifest entry names it.
  const allStyles = readdirSync(join(clientDir, 'assets')).find((f) =>
    /^mantine-rest-[\w-]+\.css$/.test(f),
  );

  return Object.values(manifest.routes)
    .filter((r) => r.id !== 'root' && !r.id.startsWith('layout-'))
    .map((route) => {
      const js = new Set<string>([manifest.entry.module, ...manifest.entry.imports]);
      const css = new Set<string>(manifest.entry.css ?? []);
      if (allStyles && layoutOf(route) === 'dashboard' && !pageById(route.id)?.frameStylesOnly)
        css.add(`/assets/${allStyles}`);
      for (
        let r: ManifestRoute | undefined = route;
        r;
        r = r.parentId ? manifest.routes[r.parentId] : undefined
      ) {
        js.add(r.module);
        for (const i of r.imports ?? []) js.add(i);
        for (const c of r.css ?? []) css.add(c);
      }
      const jsSize = [...js].reduce((n, f) => n + sizeOf(f), 0);
      const cssSize = [...css].reduce((n, f) => n + sizeOf(f), 0);
      return {
        id: route.id,
        path: route.path ?? '',
        layout: layoutOf(route),
        js: jsSize,
        css: cssSize,
        total: jsSize + cssSize,
        files: js.size + css.size,
      };
    })
    .sort((a, b) => a.layout.localeCompare(b.layout) || a.path.localeCompare(b.path));
}

/** The gzip size of the route manifest, which every page loads besides its own files. */
export function manifestSize(buildDir = process.env.BUILD_DIR ?? 'build'): number {
  const clientDir = resolve(buildDir, 'client');
  const { url } = readManifest(clientDir);
  return gzipSync(readFileSync(join(clientDir, url)), { level: 9 }).length;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A table of text: the first `left` columns left-aligned, the rest right-aligned. */
function table(head: string[], rows: string[][], left: number): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i >= left ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ');
  return [head, ...rows].map(line).join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const pages = pageSizes();
  const staff = routeSizes().filter((s) => s.layout !== 'site');
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify({ pages, staff, manifest: manifestSize() }, null, 2));
  } else {
    const codes = languages.map((l) => l.code);
    const cell = (page: string, code: LanguageCode) =>
      kb(pages.find((p) => p.page === page && p.language === code)?.total ?? NaN);
    console.log('Public pages, first load (JS + CSS gzip), by language:\n');
    console.log(
      table(
        ['page', ...codes],
        publicPagePaths().map((page) => [page, ...codes.map((code) => cell(page, code))]),
        1,
      ),
    );
    const largest = pages.reduce((a, b) => (b.total > a.total ? b : a));
    console.log(
      `\nLargest: ${largest.path} ${kb(largest.total)} (JS ${kb(largest.js)}, CSS ${kb(largest.css)}, ${largest.files} files).`,
    );
    console.log('\nStaff routes, first load:\n');
    console.log(
      table(
        ['layout', 'route', 'JS gzip', 'CSS gzip', 'first load'],
        staff.map((s) => [s.layout, s.path || `(${s.id})`, kb(s.js), kb(s.css), kb(s.total)]),
        2,
      ),
    );
    console.log(
      `\nEvery page also loads the route manifest: ${kb(manifestSize())} (not in the figures above).`,
    );
  }
}
