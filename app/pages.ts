/**
 * The page registry: the one list of every page of the product.
 * Routes (routes.ts), menus, breadcrumbs, the page search and prerendering are all built from it.
 * Keep it free of React and of browser-only code: react-router.config.ts imports it at build time.
 */

export type { Rule } from '../api/contract/roles';
import type { Rule } from '../api/contract/roles';
import { languages } from './lib/i18n/languages';
import { localizedPath } from './lib/i18n/localized-path';

const languageCodes = languages.map((l) => l.code);
export type LayoutName = 'site' | 'dashboard' | 'full-page';
export type MenuGroup =
  | 'dashboard'
  | 'apps'
  | 'ui-elements'
  | 'components'
  | 'forms'
  | 'pages'
  | 'charts-maps'
  | 'extensions'
  | 'import-export'
  /** the customer's own area (features/shell/menu.ts shows it to customers only) */
  | 'portal';

export interface BreadcrumbEntry {
  /** i18n key in the `pages` namespace */
  titleKey: string;
  url?: string;
  /** the last entry is shown only when active */
  active?: boolean;
}

export interface PageEntry {
  /** unique id, also the route id */
  id: string;
  /** React Router path (may hold :params) */
  path: string;
  /** i18n key in the `pages` namespace */
  titleKey: string;
  /** icon name, resolved by the dashboard's icon map (not imported here, to keep the registry light) */
  icon?: string;
  rule: Rule;
  layout: LayoutName;
  /** needs a signed-in user although its rule is public (docs/architecture.md decision 1) */
  signInRequired?: boolean;
  group?: MenuGroup;
  breadcrumb?: BreadcrumbEntry[];
  /** starred (bookmarked) by default */
  starred?: boolean;
  /** route module, relative to app/ */
  module: string;
  /** a concrete url for menus and search when the path has params */
  href?: string;
  /** hidden from menus and the page search */
  hidden?: boolean;
  /**
   * The screen draws with the staff frame's part of Mantine's styles alone
   * (app/styles/mantine-frame.css); the rest loads after it has painted. Other staff screens wait
   * for all of them (docs/decisions/0063).
   */
  frameStylesOnly?: boolean;
}

export interface RedirectEntry {
  path: string;
  to: string;
}

const home: BreadcrumbEntry = { titleKey: 'home', url: '/' };

function dash(
  id: string,
  path: string,
  group: MenuGroup,
  trail: BreadcrumbEntry[],
  extra: Partial<PageEntry> & Pick<PageEntry, 'module'>,
): PageEntry {
  return {
    id,
    path,
    titleKey: id,
    rule: 'editor',
    layout: 'dashboard',
    group,
    breadcrumb: [home, ...trail, { titleKey: id, active: true }],
    ...extra,
  };
}

function site(id: string, path: string, module: string): PageEntry {
  return { id, path, titleKey: id, rule: 'public', layout: 'site', module };
}

function fullPage(
  id: string,
  path: string,
  extra: Partial<PageEntry> & Pick<PageEntry, 'module'>,
): PageEntry {
  return { id, path, titleKey: id, rule: 'public', layout: 'full-page', hidden: true, ...extra };
}

const appsTrail: BreadcrumbEntry[] = [{ titleKey: 'group-apps' }];
const shopTrail: BreadcrumbEntry[] = [
  ...appsTrail,
  { titleKey: 'ecommerce', url: '/apps/eCommerce/shop' },
];
const userTrail: BreadcrumbEntry[] = [
  ...appsTrail,
  { titleKey: 'user', url: '/apps/user/user-list' },
];
const shipmentsTrail: BreadcrumbEntry[] = [
  ...appsTrail,
  { titleKey: 'shipments', url: '/apps/shipments' },
];
const portalTrail: BreadcrumbEntry = { titleKey: 'portal', url: '/portal' };
const companiesTrail: BreadcrumbEntry[] = [
  ...appsTrail,
  { titleKey: 'companies', url: '/apps/companies' },
];
const uiTrail: BreadcrumbEntry[] = [{ titleKey: 'group-ui-elements' }];
const cardTrail: BreadcrumbEntry[] = [...uiTrail, { titleKey: 'card' }];
const dataListTrail: BreadcrumbEntry[] = [...uiTrail, { titleKey: 'data-list' }];
const gridTrail: BreadcrumbEntry[] = [...uiTrail, { titleKey: 'grid' }];
const componentsTrail: BreadcrumbEntry[] = [{ titleKey: 'group-components' }];
const formsTrail: BreadcrumbEntry[] = [{ titleKey: 'group-forms' }];
const formElementsTrail: BreadcrumbEntry[] = [...formsTrail, { titleKey: 'form-elements' }];
const pagesTrail: BreadcrumbEntry[] = [{ titleKey: 'group-pages' }];
const kbTrail: BreadcrumbEntry[] = [
  ...pagesTrail,
  { titleKey: 'knowledge-base', url: '/pages/knowledge-base' },
];
const chartsTrail: BreadcrumbEntry[] = [{ titleKey: 'group-charts-maps' }, { titleKey: 'charts' }];
const mapsTrail: BreadcrumbEntry[] = [{ titleKey: 'group-charts-maps' }, { titleKey: 'maps' }];
const extensionsTrail: BreadcrumbEntry[] = [{ titleKey: 'group-extensions' }];
const importExportTrail: BreadcrumbEntry[] = [{ titleKey: 'group-import-export' }];

const componentNames = [
  'alert',
  'avatar',
  'breadcrumb',
  'button',
  'button-group',
  'chip',
  'collapse',
  'dialogs',
  'divider',
  'dropdown',
  'list',
  'loading',
  'navbar',
  'notifications',
  'pagination',
  'popup',
  'progress',
  'sidebar',
  'slider',
  'tabs',
  'tooltip',
  'upload',
] as const;
/**
 * The module of a demonstration page (docs/decisions/0064) or a help page, by its id: a
 * demonstration page is `showcase/<folder>/pages/<id>.tsx`, the folder named by the id
 * (`component-*` components, `form-*` forms, `extension-*` extensions); the rest are help pages,
 * `features/help/pages/<id>.tsx`.
 */
function demonstrationModule(id: string): { module: string } {
  const folder = /^(component|form|extension)-/.exec(id)?.[1];
  return {
    module: folder ? `showcase/${folder}s/pages/${id}.tsx` : `features/help/pages/${id}.tsx`,
  };
}
const formElementNames = [
  'select',
  'switch',
  'checkbox',
  'radio',
  'input',
  'number-input',
  'textarea',
] as const;
const extensionNames = [
  'select',
  'quill-editor',
  'drag-and-drop',
  'datepicker',
  'datetime-picker',
  'access-control',
  'i18n',
  'carousel',
  'clipboard',
  'context-menu',
  'star-ratings',
  'autocomplete',
  'tree',
] as const;
const cardNames = ['basic', 'statistics', 'analytics', 'card-actions', 'card-colors'] as const;

export const pages: PageEntry[] = [
  // Public website
  site('home', '/home', 'features/site/pages/home.tsx'),
  site('about-us', '/aboutus/aboutweare', 'features/site/pages/about-us.tsx'),
  site('vision-mission', '/aboutus/vision-mission', 'features/site/pages/vision-mission.tsx'),
  site('sea-freight', '/ourservices/seafreight', 'features/site/pages/sea-freight.tsx'),
  site('air-freight', '/ourservices/airfreight', 'features/site/pages/air-freight.tsx'),
  site('customs', '/ourservices/customs', 'features/site/pages/customs.tsx'),
  site('heavy-equipment', '/ourservices/heavyequipment', 'features/site/pages/heavy-equipment.tsx'),
  site('cross-border', '/ourservices/crossborder', 'features/site/pages/cross-border.tsx'),
  site('portfolio', '/Portfolio', 'features/site/pages/portfolio.tsx'),
  site('contact-us', '/ContactUs', 'features/site/pages/contact-us.tsx'),
  site('management', '/Management', 'features/site/pages/management.tsx'),
  // public shipment tracking (docs/decisions/0066): one route, the number optional in the address;
  // /track is prerendered, and a number's page is that shell with the number read from the address
  { ...site('track', '/track/:number?', 'features/site/pages/track.tsx'), href: '/track' },
  // the pages a shipment mail's links open (?token=...): prerendered without a token, hidden from
  // the site's lists (publicPagePaths: the sitemap, the page checks) and from search engines
  {
    ...site('follow-confirm', '/follow/confirm', 'features/site/pages/follow-confirm.tsx'),
    hidden: true,
  },
  { ...site('unsubscribe', '/unsubscribe', 'features/site/pages/unsubscribe.tsx'), hidden: true },

  // The dashboard: where staff land after signing in (docs/product.md section 3)
  dash(
    'dashboard-analytics',
    '/dashboard/analytics',
    'dashboard',
    [{ titleKey: 'group-dashboard' }],
    {
      icon: 'dashboard',
      module: 'showcase/cards/pages/dashboard-analytics.tsx',
      frameStylesOnly: true,
    },
  ),

  // Apps
  // docs/product.md section 2: the template had the email app public; it is staff-only here
  // because the inbox holds the website's contact enquiries (docs/decisions/0035).
  dash('email', '/apps/email/:filter', 'apps', appsTrail, {
    href: '/apps/email/inbox',
    icon: 'mail',
    starred: true,
    module: 'features/email/pages/email.tsx',
  }),
  dash('todo', '/apps/todo/:filter', 'apps', appsTrail, {
    href: '/apps/todo/all',
    icon: 'checkbox',
    starred: true,
    module: 'features/todo/pages/todo.tsx',
  }),
  dash('chat', '/apps/chat', 'apps', appsTrail, {
    icon: 'message',
    starred: true,
    module: 'features/chat/pages/chat.tsx',
  }),
  dash('calendar', '/apps/calendar/vue-simple-calendar', 'apps', appsTrail, {
    icon: 'calendar',
    starred: true,
    module: 'features/calendar/pages/calendar.tsx',
  }),
  dash('shop', '/apps/eCommerce/shop', 'apps', shopTrail, {
    icon: 'shopping-cart',
    starred: true,
    module: 'features/shop/pages/shop.tsx',
  }),
  dash('wish-list', '/apps/eCommerce/wish-list', 'apps', shopTrail, {
    icon: 'heart',
    module: 'features/shop/pages/wish-list.tsx',
  }),
  dash('checkout', '/apps/eCommerce/checkout', 'apps', shopTrail, {
    icon: 'credit-card',
    module: 'features/shop/pages/checkout.tsx',
  }),
  dash('item-details', '/apps/eCommerce/item/:itemId', 'apps', shopTrail, {
    href: '/apps/eCommerce/item/5546604',
    icon: 'package',
    module: 'features/shop/pages/item-details.tsx',
  }),
  dash('shipments', '/apps/shipments', 'apps', appsTrail, {
    icon: 'truck',
    starred: true,
    module: 'features/shipments/pages/shipment-list.tsx',
  }),
  dash('shipment-new', '/apps/shipments/new', 'apps', shipmentsTrail, {
    icon: 'truck',
    hidden: true,
    module: 'features/shipments/pages/shipment-new.tsx',
  }),
  dash('shipment-view', '/apps/shipments/:shipmentId', 'apps', shipmentsTrail, {
    href: '/apps/shipments/1',
    icon: 'truck',
    hidden: true,
    module: 'features/shipments/pages/shipment-view.tsx',
  }),
  dash('shipment-edit', '/apps/shipments/:shipmentId/edit', 'apps', shipmentsTrail, {
    href: '/apps/shipments/1/edit',
    icon: 'truck',
    hidden: true,
    module: 'features/shipments/pages/shipment-edit.tsx',
  }),
  // the customer companies a shipment or a customer belongs to (the Companies app)
  dash('companies', '/apps/companies', 'apps', appsTrail, {
    icon: 'building',
    module: 'features/companies/pages/company-list.tsx',
  }),
  dash('company-new', '/apps/companies/new', 'apps', companiesTrail, {
    icon: 'building',
    hidden: true,
    module: 'features/companies/pages/company-new.tsx',
  }),
  dash('company-view', '/apps/companies/:companyId', 'apps', companiesTrail, {
    href: '/apps/companies/1',
    icon: 'building',
    hidden: true,
    module: 'features/companies/pages/company-view.tsx',
  }),
  dash('company-edit', '/apps/companies/:companyId/edit', 'apps', companiesTrail, {
    href: '/apps/companies/1/edit',
    icon: 'building',
    hidden: true,
    module: 'features/companies/pages/company-edit.tsx',
  }),
  dash('user-list', '/apps/user/user-list', 'apps', userTrail, {
    icon: 'users',
    module: 'features/people/pages/user-list.tsx',
  }),
  dash('user-view', '/apps/user/user-view/:userId', 'apps', userTrail, {
    href: '/apps/user/user-view/268',
    icon: 'user',
    module: 'features/people/pages/user-view.tsx',
  }),
  dash('user-edit', '/apps/user/user-edit/:userId', 'apps', userTrail, {
    // changing managed users is for admins (the API enforces the same rule)
    rule: 'admin',
    href: '/apps/user/user-edit/268',
    icon: 'user-edit',
    module: 'features/people/pages/user-edit.tsx',
  }),

  // The customer's portal: a customer's own area in the dashboard frame, with a menu of its own
  // (features/shell/menu.ts: customers see this group and their own pages, never the staff apps).
  // Rule public and a sign-in: the API answers a person of no company 403, and the screens ask
  // staff nothing (they have the Shipments app).
  dash('portal', '/portal', 'portal', [], {
    rule: 'public',
    signInRequired: true,
    icon: 'package',
    module: 'features/portal/pages/portal-list.tsx',
  }),
  dash('portal-shipment', '/portal/shipments/:shipmentId', 'portal', [portalTrail], {
    rule: 'public',
    signInRequired: true,
    href: '/portal/shipments/1',
    icon: 'package',
    hidden: true,
    module: 'features/portal/pages/portal-shipment.tsx',
  }),

  // UI elements
  dash('data-list-list-view', '/ui-elements/data-list/list-view', 'ui-elements', dataListTrail, {
    icon: 'list',
    module: 'features/data-list/pages/list-view.tsx',
  }),
  dash('data-list-thumb-view', '/ui-elements/data-list/thumb-view', 'ui-elements', dataListTrail, {
    icon: 'layout-grid',
    module: 'features/data-list/pages/thumb-view.tsx',
  }),
  dash('grid-vuesax', '/ui-elements/grid/vuesax', 'ui-elements', gridTrail, {
    icon: 'grid-dots',
    module: 'showcase/ui-elements/pages/grid-vuesax.tsx',
  }),
  dash('grid-tailwind', '/ui-elements/grid/tailwind', 'ui-elements', gridTrail, {
    icon: 'grid-dots',
    module: 'showcase/ui-elements/pages/grid-tailwind.tsx',
  }),
  dash('colors', '/ui-elements/colors', 'ui-elements', uiTrail, {
    icon: 'palette',
    module: 'showcase/ui-elements/pages/colors.tsx',
  }),
  ...cardNames.map((name) =>
    dash(`card-${name}`, `/ui-elements/card/${name}`, 'ui-elements', cardTrail, {
      icon: 'cards',
      module: `showcase/cards/pages/card-${name}.tsx`,
    }),
  ),
  dash('table', '/ui-elements/table', 'ui-elements', uiTrail, {
    icon: 'table',
    module: 'features/data-list/pages/table.tsx',
  }),
  dash('ag-grid-table', '/ui-elements/ag-grid-table', 'ui-elements', uiTrail, {
    icon: 'table',
    module: 'features/people/pages/ag-grid-table.tsx',
  }),

  // Components
  ...componentNames.map((name) =>
    dash(`component-${name}`, `/components/${name}`, 'components', componentsTrail, {
      icon: 'components',
      ...demonstrationModule(`component-${name}`),
    }),
  ),

  // Forms
  ...formElementNames.map((name) =>
    dash(`form-element-${name}`, `/forms/form-elements/${name}`, 'forms', formElementsTrail, {
      icon: 'forms',
      ...demonstrationModule(`form-element-${name}`),
    }),
  ),
  dash('form-layouts', '/forms/form-layouts', 'forms', formsTrail, {
    icon: 'layout',
    ...demonstrationModule('form-layouts'),
  }),
  dash('form-wizard', '/forms/form-wizard', 'forms', formsTrail, {
    icon: 'wand',
    ...demonstrationModule('form-wizard'),
  }),
  dash('form-validation', '/forms/form-validation', 'forms', formsTrail, {
    icon: 'checklist',
    ...demonstrationModule('form-validation'),
  }),
  dash('form-input-group', '/forms/form-input-group', 'forms', formsTrail, {
    icon: 'input-search',
    ...demonstrationModule('form-input-group'),
  }),

  // Pages
  dash('profile', '/pages/profile', 'pages', pagesTrail, {
    icon: 'user-circle',
    // a person's own page: any signed-in person, customers too (their account API is rule public)
    rule: 'public',
    signInRequired: true,
    module: 'features/account/pages/profile.tsx',
  }),
  dash('user-settings', '/pages/user-settings', 'pages', pagesTrail, {
    icon: 'settings',
    // a person's own page: any signed-in person, customers too (their account API is rule public)
    rule: 'public',
    signInRequired: true,
    module: 'features/account/pages/user-settings.tsx',
  }),
  dash('faq', '/pages/faq', 'pages', pagesTrail, { icon: 'help', ...demonstrationModule('faq') }),
  dash('knowledge-base', '/pages/knowledge-base', 'pages', pagesTrail, {
    icon: 'book',
    ...demonstrationModule('knowledge-base'),
  }),
  dash('knowledge-base-category', '/pages/knowledge-base/category', 'pages', kbTrail, {
    icon: 'book',
    ...demonstrationModule('knowledge-base-category'),
  }),
  dash('knowledge-base-question', '/pages/knowledge-base/category/question', 'pages', kbTrail, {
    icon: 'book',
    ...demonstrationModule('knowledge-base-question'),
  }),
  dash('search', '/pages/search', 'pages', pagesTrail, {
    icon: 'search',
    ...demonstrationModule('search'),
  }),
  dash('invoice', '/pages/invoice', 'pages', pagesTrail, {
    icon: 'file-invoice',
    module: 'features/shop/pages/invoice.tsx',
  }),

  // Charts and maps
  dash('apex-charts', '/charts-and-maps/charts/apex-charts', 'charts-maps', chartsTrail, {
    icon: 'chart-bar',
    module: 'showcase/charts/pages/apex-charts.tsx',
  }),
  dash('chartjs', '/charts-and-maps/charts/chartjs', 'charts-maps', chartsTrail, {
    icon: 'chart-line',
    module: 'showcase/charts/pages/chartjs.tsx',
  }),
  dash('echarts', '/charts-and-maps/charts/echarts', 'charts-maps', chartsTrail, {
    icon: 'chart-pie',
    module: 'showcase/charts/pages/echarts.tsx',
  }),
  dash('google-map', '/charts-and-maps/maps/google-map', 'charts-maps', mapsTrail, {
    icon: 'map',
    module: 'features/maps/pages/google-map.tsx',
  }),

  // Extensions
  ...extensionNames.map((name) =>
    dash(`extension-${name}`, `/extensions/${name}`, 'extensions', extensionsTrail, {
      icon: 'puzzle',
      ...(name === 'access-control'
        ? { module: 'features/auth/pages/access-control.tsx' }
        : demonstrationModule(`extension-${name}`)),
    }),
  ),

  // Import and export
  dash('import', '/import-export/import', 'import-export', importExportTrail, {
    icon: 'file-import',
    module: 'features/data-list/pages/import.tsx',
  }),
  dash('export', '/import-export/export', 'import-export', importExportTrail, {
    icon: 'file-export',
    module: 'features/data-list/pages/export.tsx',
  }),
  dash('export-selected', '/import-export/export-selected', 'import-export', importExportTrail, {
    icon: 'file-export',
    module: 'features/data-list/pages/export-selected.tsx',
  }),

  // Full-page screens
  fullPage('callback', '/callback', { module: 'features/auth/pages/callback.tsx' }),
  fullPage('login', '/pages/login', { module: 'features/auth/pages/login.tsx' }),
  fullPage('register', '/pages/register', { module: 'features/auth/pages/register.tsx' }),
  fullPage('forgot-password', '/pages/forgot-password', {
    module: 'features/auth/pages/forgot-password.tsx',
  }),
  fullPage('reset-password', '/pages/reset-password', {
    module: 'features/auth/pages/reset-password.tsx',
  }),
  fullPage('lock-screen', '/pages/lock-screen', { module: 'features/auth/pages/lock-screen.tsx' }),
  fullPage('coming-soon', '/pages/comingsoon', { module: 'features/errors/pages/coming-soon.tsx' }),
  fullPage('error-404', '/pages/error-404', { module: 'features/errors/pages/error-404.tsx' }),
  fullPage('error-500', '/pages/error-500', { module: 'features/errors/pages/error-500.tsx' }),
  fullPage('not-authorized', '/pages/not-authorized', {
    module: 'features/errors/pages/not-authorized.tsx',
  }),
  fullPage('maintenance', '/pages/maintenance', {
    module: 'features/errors/pages/maintenance.tsx',
  }),
];

export const redirects: RedirectEntry[] = [
  { path: '/', to: '/home' },
  { path: '/dashboard', to: '/dashboard/analytics' },
  { path: '/apps/email', to: '/apps/email/inbox' },
  { path: '/apps/todo', to: '/apps/todo/all' },
  { path: '/apps/eCommerce/item', to: '/apps/eCommerce/item/5546604' },
];

/**
 * The English paths of these site pages: an optional last segment (`/track/:number?`) left out,
 * a path that still needs a parameter left out.
 */
function sitePaths(entries: PageEntry[]): string[] {
  return entries
    .filter((p) => p.layout === 'site')
    .map((p) => p.path.replace(/\/:[^/]+\?$/, ''))
    .filter((path) => !path.includes(':'));
}

/**
 * The public website's pages in English (docs/product.md section 2), those it lists (the
 * sitemap): not the hidden ones, which only a mail's link opens (`/unsubscribe?token=...`).
 */
export function publicPagePaths(): string[] {
  return sitePaths(pages.filter((p) => !p.hidden));
}

/**
 * Paths prerendered to static HTML at build time: every public page in every language, hidden ones
 * included, English at its own path and the others under their code (lib/i18n/localized-path.ts).
 */
export function prerenderPaths(): string[] {
  return languageCodes.flatMap((language) =>
    sitePaths(pages).map((path) => localizedPath(path, language)),
  );
}

export function pageById(id: string): PageEntry | undefined {
  return pages.find((p) => p.id === id);
}
