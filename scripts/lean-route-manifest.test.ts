import { describe, expect, it } from 'vitest';
import { leanManifest } from './lean-route-manifest';

const manifest = {
  entry: { module: '/e.js', imports: ['/react.js'] },
  routes: {
    root: { id: 'root', module: '/root.js', imports: ['/react.js', '/i18n.js'] },
    layout: {
      id: 'layout',
      parentId: 'root',
      module: '/layout.js',
      imports: ['/i18n.js', '/mantine.js'],
    },
    page: {
      id: 'page',
      parentId: 'layout',
      module: '/page.js',
      imports: ['/react.js', '/i18n.js', '/mantine.js', '/layout.js', '/grid.js'],
    },
    other: { id: 'other', parentId: 'root', module: '/other.js', imports: ['/mantine.js'] },
  },
  url: '/assets/manifest-1.js',
  version: '1',
};
const text = (value: unknown) => `window.__reactRouterManifest=${JSON.stringify(value)};`;
const parse = (value: string) =>
  JSON.parse(value.replace('window.__reactRouterManifest=', '').replace(/;$/, ''));

describe('leanManifest', () => {
  it('keeps of each route only the chunks the entry and the routes above it do not list', () => {
    const lean = parse(leanManifest(text(manifest)));
    expect(lean.routes.root.imports).toEqual(['/i18n.js']);
    expect(lean.routes.layout.imports).toEqual(['/mantine.js']);
    expect(lean.routes.page.imports).toEqual(['/grid.js']);
    expect(lean.routes.other.imports).toEqual(['/mantine.js']);
  });

  it('leaves everything else as it was, so a page still loads the same chunks', () => {
    const lean = parse(leanManifest(text(manifest)));
    expect({ ...lean, routes: undefined }).toEqual({ ...manifest, routes: undefined });
    const loads = (m: typeof manifest, id: keyof typeof manifest.routes) => {
      const files = new Set([m.entry.module, ...m.entry.imports]);
      for (
        let r: { parentId?: string; module: string; imports: string[] } | undefined = m.routes[id];
        r;
        r = r.parentId ? m.routes[r.parentId as keyof typeof m.routes] : undefined
      ) {
        files.add(r.module);
        r.imports.forEach((f) => files.add(f));
      }
      return [...files].sort();
    };
    for (const id of ['root', 'layout', 'page', 'other'] as const) {
      expect(loads(lean, id)).toEqual(loads(manifest, id));
    }
  });

  it('refuses a file that is not the manifest', () => {
    expect(() => leanManifest('console.log(1)')).toThrow(/manifest/);
  });
});
