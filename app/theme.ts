/**
 * The Mantine theme: the colours and breakpoints of docs/product.md section 9
 * (docs/decisions/0002-theme-contrast.md).
 * Primary #EA5455 is shade 5 of `brand`; filled surfaces use shade 7 (#c0292b, 5.8:1 with white text)
 * so buttons and links pass WCAG AA; dark mode text uses shade 4 (5.1:1 on Mantine's dark body).
 */
import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import { fontFamily } from './lib/i18n/fonts';

/** docs/product.md section 9 */
export const themeColors = {
  primary: '#EA5455',
  success: '#28C76F',
  danger: '#EA5455',
  warning: '#FF9F43',
  dark: '#1E1E1E',
} as const;

const brand: MantineColorsTuple = [
  '#fdeced',
  '#f9d5d6',
  '#f4aaab',
  '#ef7e80',
  '#ec6a6b',
  '#ea5455',
  '#d8393b',
  '#c0292b',
  '#a02224',
  '#831b1d',
];
const success: MantineColorsTuple = [
  '#e6f9ee',
  '#c9f1da',
  '#97e4b7',
  '#62d692',
  '#3dcc79',
  '#28c76f',
  '#1fa85c',
  '#178a4b',
  '#126e3c',
  '#0d532d',
];
const warning: MantineColorsTuple = [
  '#fff4e8',
  '#ffe6cc',
  '#ffcd99',
  '#ffb366',
  '#ffa650',
  '#ff9f43',
  '#e5822a',
  '#b8651a',
  '#8f4e13',
  '#6b3a0e',
];

/**
 * Breakpoints of docs/product.md section 9 (sm 576, md 768, lg 992, xl 1200), the same as
 * postcss.config.cjs.
 */
export const breakpoints = { xs: '22.5em', sm: '36em', md: '48em', lg: '62em', xl: '75em' };

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 7 },
  colors: { brand, success, warning, danger: brand },
  autoContrast: true,
  luminanceThreshold: 0.35,
  fontFamily,
  headings: { fontFamily, fontWeight: '600' },
  breakpoints,
  defaultRadius: 'md',
  cursorType: 'pointer',
});

/**
 * Mantine's default dimmed text (gray-6, 3.3:1 on white) fails WCAG AA: a darker grey in light mode
 * (6.4:1 on white, 5.9:1 on the dashboard's background). Dark mode's links use brand shade 3
 * (#ef7e80): Mantine's shade 4 has 5.1:1 on the dark body but 4.4:1 on a card (dark-6, #2e2e2e);
 * shade 3 has 5.2:1 there. A field's error message and border: Mantine's red-6 has 3.3:1 on white
 * and its dark red-8 under 4.5:1 on a card; red-9 (5.6:1 on white) and red-4 in dark.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-anchor': 'var(--mantine-color-brand-3)',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
  },
});
