/**
 * `npm run report:bundle`: the gzip size of each route's first load (JS and CSS), read from the
 * production build's React Router manifest: entry + root + layout + route modules, their static
 * imports and their CSS, each file counted once. The route manifest itself (a JS file every page
 * loads, whose size follows the number of routes, not the page) is printed on its own line and is
 * not in the per-route figures (docs/decisions/0006-public-first-load-budget.md). Lazily loaded chunks (translations, fonts, the
 * in-browser API) are not part of the first load and are not counted.
 *   BUILD_DIR=build npx tsx scripts/report-bundle.ts [--json]
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { pageById } from '../app/pages';

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

export function routeSizes(buildDir = process.env.BUILD_DIR ?? 'build'): RouteSize[] {
  const clientDir = resolve(buildDir, 'client');
  const manifest = readManifest(clientDir);
  const gz = new Map<string, number>();
  const sizeOf = (url: string) => {
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

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const sizes = routeSizes();
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(sizes, null, 2));
  } else {
    const rows = sizes.map((s) => [
      s.layout,
      s.path || `(${s.id})`,
      kb(s.js),
      kb(s.css),
      kb(s.total),
    ]);
    const head = ['layout', 'route', 'JS gzip', 'CSS gzip', 'first load'];
    const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
    const line = (cells: string[]) =>
      cells.map((c, i) => (i >= 2 ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ');
    console.log(line(head));
    for (const row of rows) console.log(line(row));
    console.log(
      `\nEvery page also loads the route manifest: ${kb(manifestSize())} (not in the figures above).`,
    );
  }
}
