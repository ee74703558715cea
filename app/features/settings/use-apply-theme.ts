import { useMantineColorScheme } from '@mantine/core';
import { useEffect } from 'react';
import { themeNames, useSettings } from './store';

/**
 * Applies the theme setting: a body class (theme-light | theme-dark | theme-semi-dark, SPEC section 4)
 * and Mantine's colour scheme (dark for dark; light for light and semi-dark, whose menu is dark).
 */
export function useApplyTheme() {
  const theme = useSettings((s) => s.theme);
  const { setColorScheme } = useMantineColorScheme();
  useEffect(() => {
    const body = document.body.classList;
    for (const name of themeNames) body.toggle(`theme-${name}`, name === theme);
    setColorScheme(theme === 'dark' ? 'dark' : 'light');
  }, [theme, setColorScheme]);
}
