import { useEffect } from 'react';
import { colorSchemeOf, themeNames, useSettings } from '../../lib/settings/settings-store';

/**
 * Applies the theme setting on every page, without Mantine (the public pages do not load it):
 * a body class (theme-light | theme-dark | theme-semi-dark, docs/product.md section 4) and the
 * colour scheme attribute on <html> that Mantine's and the site's styles read (dark for dark; light
 * for light and semi-dark, whose menu is dark). Before the first paint, `colorSchemeScript` sets
 * the attribute.
 */
export function useApplyTheme() {
  const theme = useSettings((s) => s.theme);
  useEffect(() => {
    const body = document.body.classList;
    for (const name of themeNames) body.toggle(`theme-${name}`, name === theme);
    document.documentElement.setAttribute('data-mantine-color-scheme', colorSchemeOf(theme));
  }, [theme]);
}
