/**
 * Every public page, in every language, loads at most 50 KB gzip of JS and CSS first: what its
 * prerendered HTML names, measured by scripts/report-bundle.ts. A public page is static HTML with
 * islands, not the application (docs/decisions/0069-public-pages-as-islands.md), so neither React
 * nor the route manifest is part of it. docs/decisions/0006 gives the figures.
 */
import { expect } from '@playwright/test';
import { test } from './support/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { manifestSize, pageSizes, readManifest, routeSizes } from '../scripts/report-bundle';
import { prerenderPaths } from '../app/pages';

const PUBLIC_BUDGET = 50 * 1024;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

test('no public page, in any language, loads more than 50 KB gzip of JS and CSS first', () => {
  const dir = process.env.BUILD_DIR ?? 'build';
  const sizes = pageSizes(dir);
  expect(sizes.map((s) => s.path).sort()).toEqual(prerenderPaths().sort());
  for (const s of sizes) {
    test.info().annotations.push({
      type: 'first load',
      description: `${s.path}: ${kb(s.total)} (JS ${kb(s.js)}, CSS ${kb(s.css)}), ${kb(PUBLIC_BUDGET - s.total)} to spare`,
    });
  }
  test
    .info()
    .annotations.push({ type: 'route manifest (staff pages)', description: kb(manifestSize(dir)) });
  const over = sizes.filter((s) => s.total > PUBLIC_BUDGET).map((s) => `${s.path}: ${kb(s.total)}`);
  expect(over, 'public pages over 50 KB; see npm run report:bundle').toEqual([]);
});

test('a public page loads none of the application: no React, router or i18next', () => {
  const client = resolve(process.env.BUILD_DIR ?? 'build', 'client');
  for (const path of ['/home', '/th/ContactUs', '/cn/track']) {
    const html = readFileSync(join(client, path, 'index.html'), 'utf8');
    expect(html, path).not.toMatch(/__reactRouterContext|__reactRouterManifest|modulepreload/);
    const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts, path).toHaveLength(1);
  }
});

// The email app (docs/decisions/0054): Quill, its CSS and the compose panel load only when
// composing (docs/architecture.md decision 15), and the route's first load keeps under the ceiling
// measured when it was built (378.6 KB, of which 340 KB is the dashboard every staff page loads).
// Raised from 385 to 388 KB with the data screens: the route's own code did not change, but Mantine
// parts that more screens now share became chunks of their own (0.6 KB of chunk overhead).
// Raised to 390 KB with issues 32 and 37: the frame every staff page loads grew by 0.2 KB (the
// customizer's button in the navbar, the shared password field, two pages in the registry) when the
// route stood at 387.8 KB of 388; its own code did not change. Issue 35 takes the frame down.
const EMAIL_CEILING = 390 * 1024;

test('the email route loads no Quill first and stays under its ceiling', () => {
  const dir = process.env.BUILD_DIR ?? 'build';
  const email = routeSizes(dir).find((s) => s.id === 'email');
  expect(email, 'the email route in the build').toBeDefined();
  const route = readManifest(resolve(dir, 'client')).routes.email;
  const files = [route.module, ...(route.imports ?? []), ...(route.css ?? [])];
  expect(files.filter((f) => /quill|rich-text-editor|compose-panel/i.test(f))).toEqual([]);
  test.info().annotations.push({
    type: 'first load',
    description: `/apps/email/:filter: ${kb(email!.total)}, ${kb(EMAIL_CEILING - email!.total)} to spare`,
  });
  expect(email!.total, 'see npm run report:bundle').toBeLessThanOrEqual(EMAIL_CEILING);
});

// The calendar (docs/decisions/0057): FullCalendar (its JS injects its CSS) loads with the calendar
// route and no other, and the route's first load keeps under the ceiling measured when it was built
// (439.1 KB, of which about 130 KB is the calendar's own chunk with FullCalendar). Raised from 445
// to 450 KB with the demonstration pages (docs/decisions/0064): their 44 pages share Mantine's
// components with the calendar, and the bundler's regrouping of those shared chunks took the route
// to 447.6 KB, its own code unchanged. Raised to 452 KB with issues 32 and 37: the frame grew by
// 0.2 KB (as the email route's) when the route stood at 450.0 KB of 450.
const CALENDAR_CEILING = 452 * 1024;

test('FullCalendar loads on the calendar route only, which stays under its ceiling', () => {
  const dir = process.env.BUILD_DIR ?? 'build';
  const client = resolve(dir, 'client');
  const manifest = readManifest(client);
  const holdsFullCalendar = (url: string) =>
    url.endsWith('.js') &&
    /fc-daygrid-day|fc-timegrid-slot/.test(readFileSync(join(client, url), 'utf8'));
  const routes = Object.values(manifest.routes).filter((route) =>
    [route.module, ...(route.imports ?? [])].some(holdsFullCalendar),
  );
  expect(routes.map((route) => route.id)).toEqual(['calendar']);
  expect([manifest.entry.module, ...manifest.entry.imports].filter(holdsFullCalendar)).toEqual([]);
  const calendar = routeSizes(dir).find((s) => s.id === 'calendar');
  expect(calendar, 'the calendar route in the build').toBeDefined();
  test.info().annotations.push({
    type: 'first load',
    description: `/apps/calendar/vue-simple-calendar: ${kb(calendar!.total)}, ${kb(CALENDAR_CEILING - calendar!.total)} to spare`,
  });
  expect(calendar!.total, 'see npm run report:bundle').toBeLessThanOrEqual(CALENDAR_CEILING);
});

// The AG Grid page (the data screens issue): AG Grid (its JS carries its CSS) loads with its own
// route and no other; `npm run report:bundle` gives the route's first load.
test('AG Grid loads on the AG Grid route only', () => {
  const dir = process.env.BUILD_DIR ?? 'build';
  const client = resolve(dir, 'client');
  const manifest = readManifest(client);
  const holdsAgGrid = (url: string) =>
    url.endsWith('.js') &&
    /ag-root-wrapper|AG Grid: error #/.test(readFileSync(join(client, url), 'utf8'));
  const routes = Object.values(manifest.routes).filter((route) =>
    [route.module, ...(route.imports ?? [])].some(holdsAgGrid),
  );
  expect(routes.map((route) => route.id)).toEqual(['ag-grid-table']);
  expect([manifest.entry.module, ...manifest.entry.imports].filter(holdsAgGrid)).toEqual([]);
  const grid = routeSizes(dir).find((s) => s.id === 'ag-grid-table');
  test.info().annotations.push({
    type: 'first load',
    description: `/ui-elements/ag-grid-table: ${kb(grid!.total)}`,
  });
});

// The spreadsheet export (the data screens issue): exceljs is bundled into the export's Web Worker
// (app/features/data-list/spreadsheet/write/write-worker.ts) and into no route's first load, nor
// the entry's; the worker's own file holds it, so the marker is known to find exceljs.
test('exceljs loads in the export worker only, in no route first', () => {
  const client = resolve(process.env.BUILD_DIR ?? 'build', 'client');
  const manifest = readManifest(client);
  const holdsExcelJs = (url: string) =>
    url.endsWith('.js') && /exceljs\/exceljs|JSZip/.test(readFileSync(join(client, url), 'utf8'));
  const workers = readdirSync(join(client, 'assets')).filter((f) =>
    /^write-worker-.*\.js$/.test(f),
  );
  expect(workers.length, 'the export worker in the build').toBeGreaterThan(0);
  expect(workers.filter((f) => holdsExcelJs(`/assets/${f}`))).toEqual(workers);
  const routes = Object.values(manifest.routes).filter((route) =>
    [route.module, ...(route.imports ?? [])].some(holdsExcelJs),
  );
  expect(routes.map((route) => route.id)).toEqual([]);
  expect([manifest.entry.module, ...manifest.entry.imports].filter(holdsExcelJs)).toEqual([]);
});

// The dashboard (docs/decisions/0063): where staff land after signing in; its first load
// (the frame with its part of Mantine's styles, and the page) stays within 300 KB. Its charts load
// after the frame has painted.
const DASHBOARD_BUDGET = 300 * 1024;

test('the dashboard loads within 300 KB first', () => {
  const dashboard = routeSizes(process.env.BUILD_DIR ?? 'build').find(
    (s) => s.id === 'dashboard-analytics',
  );
  expect(dashboard, 'the dashboard route in the build').toBeDefined();
  test.info().annotations.push({
    type: 'first load',
    description: `/dashboard/analytics: ${kb(dashboard!.total)} (JS ${kb(dashboard!.js)}, CSS ${kb(dashboard!.css)}), ${kb(DASHBOARD_BUDGET - dashboard!.total)} to spare`,
  });
  expect(dashboard!.total, 'see npm run report:bundle').toBeLessThanOrEqual(DASHBOARD_BUDGET);
});

/**
 * The chunks a built JS file names: `static` by `import … from` (loaded with it), `lazy` by
 * `import()` or a preload list (loaded when the code asks).
 */
function chunkReferences(client: string) {
  const assets = join(client, 'assets');
  const refs = new Map<string, { static: Set<string>; lazy: Set<string> }>();
  for (const file of readdirSync(assets).filter((f) => f.endsWith('.js'))) {
    const text = readFileSync(join(assets, file), 'utf8');
    const named = (pattern: RegExp) =>
      new Set([...text.matchAll(pattern)].map((m) => `/assets/${m[1]}`));
    const staticRefs = named(/(?:from|import)\s*["']\.\/([\w.-]+\.js)["']/g);
    const all = named(/["'](?:\.\/|\/?assets\/)([\w.-]+\.js)["']/g);
    refs.set(`/assets/${file}`, {
      static: staticRefs,
      lazy: new Set([...all].filter((f) => !staticRefs.has(f))),
    });
  }
  return refs;
}

/** Every chunk a file can load: with itself (static) or later (lazy too). */
function reachable(
  refs: ReturnType<typeof chunkReferences>,
  start: string[],
  { lazy }: { lazy: boolean },
): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const r = refs.get(file);
    if (!r) continue;
    queue.push(...r.static, ...(lazy ? r.lazy : []));
  }
  return seen;
}

// The chart libraries and the map, Quill and dnd-kit (the last two came with the demonstration
// pages, docs/decisions/0064): each is in no entry chunk and in no route's first load but those of
// `firstLoad`, and only the routes that draw it can load it (docs/decisions/0063). A marker is a
// text only that library's code holds.
const heavyLibraries = [
  {
    name: 'ApexCharts',
    marker: /apexcharts-canvas/,
    routes: ['apex-charts', 'card-analytics', 'card-statistics', 'dashboard-analytics'],
  },
  { name: 'Chart.js', marker: /Canvas is already in use\. Chart with ID/, routes: ['chartjs'] },
  { name: 'ECharts', marker: /_echarts_instance_/, routes: ['echarts'] },
  { name: 'Google Maps loader', marker: /googleapis\.com\/maps\/api\/js/, routes: ['google-map'] },
  // Quill when an email is composed and on its demonstration page, after the frame;
  // dnd-kit with the drag-and-drop page, which draws nothing without it (`firstLoad`)
  { name: 'Quill', marker: /quill:toolbar/, routes: ['email', 'extension-quill-editor'] },
  {
    name: 'dnd-kit',
    marker: /DndDescribedBy/,
    routes: ['extension-drag-and-drop'],
    firstLoad: ['extension-drag-and-drop'],
  },
];

for (const library of heavyLibraries) {
  test(`${library.name} loads after the frame, on its own pages only`, () => {
    const client = resolve(process.env.BUILD_DIR ?? 'build', 'client');
    const manifest = readManifest(client);
    const refs = chunkReferences(client);
    const holders = [...refs.keys()].filter((f) =>
      library.marker.test(readFileSync(join(client, f), 'utf8')),
    );
    expect(holders.length, `a chunk holding ${library.name}`).toBeGreaterThan(0);
    const entry = [manifest.entry.module, ...manifest.entry.imports];
    const routes = Object.values(manifest.routes);
    const filesOf = (route: (typeof routes)[number]) => [route.module, ...(route.imports ?? [])];
    const holds = (files: Set<string>) => holders.some((h) => files.has(h));
    expect(holds(reachable(refs, entry, { lazy: false })), 'in the entry').toBe(false);
    const firstLoad = routes.filter((r) => holds(reachable(refs, filesOf(r), { lazy: false })));
    expect(
      firstLoad.map((r) => r.id),
      'routes loading it first',
    ).toEqual(library.firstLoad ?? []);
    const canLoad = routes.filter((r) => holds(reachable(refs, filesOf(r), { lazy: true })));
    expect(canLoad.map((r) => r.id).sort(), 'routes that can load it').toEqual(library.routes);
  });
}
