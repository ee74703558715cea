/**
 * The settings of docs/product.md sections 3, 4 and 9: their values, how a stored entry is read,
 * and where it is kept. No React here: the public pages' islands read and write the theme
 * (app/islands/theme-toggle.ts); the hook is in ./settings-store.ts.
 */

export const themeNames = ['light', 'dark', 'semi-dark'] as const;
export const layoutTypes = ['vertical', 'horizontal'] as const;
export const navbarTypes = ['floating', 'static', 'sticky', 'hidden'] as const;
export const footerTypes = ['static', 'sticky', 'hidden'] as const;
export const routeTransitions = ['zoom-fade', 'slide-fade', 'fade', 'none'] as const;

export type ThemeName = (typeof themeNames)[number];
export type LayoutType = (typeof layoutTypes)[number];
export type NavbarType = (typeof navbarTypes)[number];
export type FooterType = (typeof footerTypes)[number];
export type RouteTransition = (typeof routeTransitions)[number];

export interface Settings {
  theme: ThemeName;
  layout: LayoutType;
  navbar: NavbarType;
  footer: FooterType;
  sidebarCollapsed: boolean;
  routeTransition: RouteTransition;
}

/** The colour scheme a theme draws in: semi-dark is a light page with a dark menu. */
export function colorSchemeOf(theme: ThemeName): 'light' | 'dark' {
  return theme === 'dark' ? 'dark' : 'light';
}

/** docs/product.md section 9: light, horizontal, floating navbar, static footer. */
export const defaultSettings: Settings = {
  theme: 'light',
  layout: 'horizontal',
  navbar: 'floating',
  footer: 'static',
  sidebarCollapsed: false,
  routeTransition: 'zoom-fade',
};

function oneOf<T extends string>(list: readonly T[], value: unknown, fallback: T): T {
  return list.includes(value as T) ? (value as T) : fallback;
}

/** Keeps only valid values from storage (an old or edited entry must not break the layout). */
export function sanitizeSettings(value: unknown): Settings {
  const v = (value && typeof value === 'object' ? value : {}) as Partial<
    Record<keyof Settings, unknown>
  >;
  const d = defaultSettings;
  return {
    theme: oneOf(themeNames, v.theme, d.theme),
    layout: oneOf(layoutTypes, v.layout, d.layout),
    navbar: oneOf(navbarTypes, v.navbar, d.navbar),
    footer: oneOf(footerTypes, v.footer, d.footer),
    sidebarCollapsed:
      typeof v.sidebarCollapsed === 'boolean' ? v.sidebarCollapsed : d.sidebarCollapsed,
    routeTransition: oneOf(routeTransitions, v.routeTransition, d.routeTransition),
  };
}

/** The localStorage key of the persisted settings. */
export const settingsStorageKey = 'settings';

/**
 * Runs in <head> before the first paint (root.tsx): the stored theme's colour scheme on <html>, so a
 * dark page never flashes white. Inline, so the server lists its hash in the page's CSP.
 */
export const colorSchemeScript = `try{var t=JSON.parse(localStorage.getItem('${settingsStorageKey}')||'{}').state;document.documentElement.setAttribute('data-mantine-color-scheme',t&&t.theme==='dark'?'dark':'light')}catch(e){document.documentElement.setAttribute('data-mantine-color-scheme','light')}`;
