import { type RouteConfig, layout, route } from '@react-router/dev/routes';
import { pages, redirects, type LayoutName } from './pages';

const layoutModules: Record<LayoutName, string> = {
  site: 'layouts/site.tsx',
  dashboard: 'layouts/dashboard.tsx',
  'full-page': 'layouts/full-page.tsx',
};

/**
 * Each page's own module, so every screen is its own chunk (docs/decisions/0005). A public page
 * answers at its English path and under each other language's code, `/th/home`
 * (docs/decisions/0068-language-addresses.md): the site layout refuses any other first segment.
 */
function routesOf(name: LayoutName) {
  return pages
    .filter((p) => p.layout === name)
    .map((p) => route(name === 'site' ? `/:lang?${p.path}` : p.path, p.module, { id: p.id }));
}

export default [
  ...(Object.keys(layoutModules) as LayoutName[]).map((name) =>
    layout(layoutModules[name], { id: `layout-${name}` }, routesOf(name)),
  ),
  ...redirects.map((r) => route(r.path, 'routes/redirect.tsx', { id: `redirect-${r.path}` })),
  route('*', 'routes/not-found.tsx', { id: 'not-found' }),
] satisfies RouteConfig;
