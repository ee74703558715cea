/**
 * The colours, text and number format every chart draws with, from the app's theme: charts
 * (ApexCharts, Chart.js, ECharts) need real colour values, not CSS variables, so they read them
 * here and draw again when the colour scheme or the language changes (docs/decisions/0063).
 */
import { useComputedColorScheme, useMantineTheme } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { htmlLangOf } from '../../lib/i18n/languages';

/** The named tones of the API's cards (`color` in api/modules/demo/contract.ts) and of the theme. */
export type ChartTone = 'primary' | 'success' | 'warning' | 'danger' | 'info' | 'dark';

export interface ChartTheme {
  /** the colour scheme of the content (semi-dark draws the content light) */
  mode: 'light' | 'dark';
  /** series colours, in order: primary, success, warning, info, danger's neighbour, then more */
  palette: string[];
  tone: Record<ChartTone, string>;
  /** axis labels and legends */
  text: string;
  /** secondary text: axis titles, ticks */
  mutedText: string;
  /** grid lines and borders */
  grid: string;
  /** the card's background, for tooltips and gauge tracks */
  surface: string;
  /** the track of a progress ring or bar */
  track: string;
  fontFamily: string;
  /** BCP 47 tag of the reader's language, for Intl number and date formats */
  locale: string;
  /** the reader's number format: 12,345.6 / 12.345,6 / 12 345,6 */
  formatNumber: (value: number, options?: Intl.NumberFormatOptions) => string;
}

export function useChartTheme(): ChartTheme {
  const theme = useMantineTheme();
  const mode = useComputedColorScheme('light');
  const { i18n } = useTranslation();
  const locale = htmlLangOf(i18n.language);
  return useMemo(() => {
    const dark = mode === 'dark';
    const c = theme.colors;
    // shade 5 is the product's colour (docs/product.md section 9); dark mode lifts it a shade
    const shade = dark ? 4 : 5;
    const tone: Record<ChartTone, string> = {
      primary: c.brand[shade],
      success: c.success[shade],
      warning: c.warning[shade],
      danger: c.red[dark ? 5 : 7],
      info: c.cyan[dark ? 4 : 6],
      dark: dark ? c.gray[4] : c.dark[6],
    };
    const numberFormat = new Intl.NumberFormat(locale);
    return {
      mode,
      tone,
      palette: [
        tone.primary,
        tone.success,
        tone.warning,
        tone.info,
        c.violet[dark ? 4 : 6],
        c.teal[dark ? 4 : 7],
        c.pink[dark ? 4 : 6],
        c.yellow[dark ? 4 : 7],
      ],
      text: dark ? c.dark[0] : c.gray[8],
      mutedText: dark ? c.dark[2] : c.gray[7],
      grid: dark ? c.dark[4] : c.gray[3],
      surface: dark ? c.dark[6] : '#ffffff',
      track: dark ? c.dark[4] : c.gray[2],
      fontFamily: theme.fontFamily ?? 'sans-serif',
      locale,
      formatNumber: (value, options) =>
        options ? new Intl.NumberFormat(locale, options).format(value) : numberFormat.format(value),
    };
  }, [theme, mode, locale]);
}
