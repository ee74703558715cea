/**
 * Vite plugin: makes React Router's browser manifest lean (docs/architecture.md decision 15).
 *
 * Every page loads the route manifest (`window.__reactRouterManifest`), which lists, for each
 * route of the app, every chunk its module imports, those of its layout and of the entry included.
 * A page loads its route together with the routes above it, so a chunk a parent (or the entry)
 * lists already is preloaded anyway: listing it again under each child only makes the manifest,
 * and so the first load of every page, public ones too, heavier (11 KB gzip when the data screens
 * came; 8 KB without the repeats). React Router writes the file while the server bundle is built;
 * this rewrites it once that build is done, leaving each route's own chunks only.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const PREFIX = 'window.__reactRouterManifest=';

interface ManifestRoute {
  parentId?: string;
  module: string;
  imports?: string[];
}
interface BrowserManifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}

/** The manifest's text with each route's imports less those of the entry and its ancestors. */
export function leanManifest(text: string): string {
  if (!text.startsWith(PREFIX)) throw new Error('not a React Router browser manifest');
  const manifest = JSON.parse(text.slice(PREFIX.length).replace(/;\s*$/, '')) as BrowserManifest;
  const { entry, routes } = manifest;
  const loadedAbove = (id: string): Set<string> => {
    const loaded = new Set([entry.module, ...entry.imports]);
    for (let parent = routes[id].parentId; parent; parent = routes[parent].parentId) {
      loaded.add(routes[parent].module);
      for (const chunk of routes[parent].imports ?? []) loaded.add(chunk);
    }
    return loaded;
  };
  // every route's lean list from the full lists, before any is changed
  const lean = Object.fromEntries(
    Object.keys(routes).map((id) => {
      const loaded = loadedAbove(id);
      return [id, (routes[id].imports ?? []).filter((chunk) => !loaded.has(chunk))];
    }),
  );
  for (const [id, imports] of Object.entries(lean)) routes[id].imports = imports;
  return `${PREFIX}${JSON.stringify(manifest)};`;
}

export function leanRouteManifest(): Plugin {
  return {
    name: 'lean-route-manifest',
    apply: 'build',
    closeBundle() {
      // React Router writes the manifest while the server (prerender) bundle is built, into the
      // client folder beside it (<build>/server, <build>/client)
      if (!this.environment || this.environment.config.consumer === 'client') return;
      const assets = join(dirname(this.environment.config.build.outDir), 'client', 'assets');
      for (const name of readdirSync(assets)) {
        if (!/^manifest-[0-9a-f]+\.js$/.test(name)) continue;
        const file = join(assets, name);
        writeFileSync(file, leanManifest(readFileSync(file, 'utf8')));
      }
    },
  };
}
