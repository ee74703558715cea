import { type RouteConfig, layout, route } from '@react-router/dev/routes';
import { pages, redirects, type LayoutName } from './pages';

const layoutModules: Record<LayoutName, string> = {
  site: 'layouts/site.tsx',
  dashboard: 'layouts/dashboard.tsx',
  'full-page': 'layouts/full-page.tsx',
};

/**
 * A page without a module of its own uses its generated placeholder module
 * (scripts/check-unbuilt-routes.ts), so every screen is its own chunk.
 */
function routesOf(name: LayoutName) {
  return pages
    .filter((p) => p.layout === name)
    .map((p) => route(p.path, p.module ?? `routes/unbuilt/${p.id}.tsx`, { id: p.id }));
}

export default [
  ...(Object.keys(layoutModules) as LayoutName[]).map((name) =>
    layout(layoutModules[name], { id: `layout-${name}` }, routesOf(name)),
  ),
  ...redirects.map((r) => route(r.path, 'routes/redirect.tsx', { id: `redirect-${r.path}` })),
  route('*', 'routes/not-found.tsx', { id: 'not-found' }),
] satisfies RouteConfig;
