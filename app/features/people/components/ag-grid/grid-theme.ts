import { colorSchemeDark, colorSchemeLight, themeQuartz } from 'ag-grid-community';

/**
 * AG Grid's Quartz theme in the app's look: Mantine's font and primary colour, the card's
 * background, light or dark by the app's colour scheme (semi-dark draws the content light).
 * The values are Mantine's CSS variables, so the grid follows the theme without copies of it.
 */
const base = themeQuartz.withParams({
  fontFamily: 'var(--mantine-font-family)',
  headerFontFamily: 'var(--mantine-font-family)',
  cellFontFamily: 'var(--mantine-font-family)',
  fontSize: 14,
  headerFontWeight: 600,
  accentColor: 'var(--mantine-primary-color-filled)',
  foregroundColor: 'var(--mantine-color-text)',
  wrapperBorder: false,
  wrapperBorderRadius: 0,
  borderRadius: 4,
});

export const gridThemes = {
  light: base.withPart(colorSchemeLight).withParams({
    backgroundColor: 'var(--mantine-color-white)',
    foregroundColor: 'var(--mantine-color-text)',
    borderColor: 'var(--mantine-color-gray-3)',
  }),
  dark: base.withPart(colorSchemeDark).withParams({
    backgroundColor: 'var(--mantine-color-dark-6)',
    foregroundColor: 'var(--mantine-color-text)',
    borderColor: 'var(--mantine-color-dark-4)',
  }),
} as const;
