import type { ApexOptions } from 'apexcharts';
import { lazy, Suspense, useMemo, type ComponentProps } from 'react';
import { ChartSkeleton } from './chart-figure';
import { useChartTheme, type ChartTheme } from './chart-theme';
import { mergeOptions } from './merge-options';

// ApexCharts (about 290 KB gzip) loads when a chart first renders, after the page's frame has
// painted: it is in no route's first load (docs/decisions/0063; e2e/spine-budget.spec.ts)
const ReactApexChart = lazy(() => import('react-apexcharts'));

/** The chart types react-apexcharts draws (line, area, bar, pie, donut, radialBar, heatmap…). */
export type ApexChartType = NonNullable<ComponentProps<typeof ReactApexChart>['type']>;

export interface ApexChartProps {
  type: ApexChartType;
  series: ApexOptions['series'];
  /** the chart's own options; the theme's colours, fonts and number format are laid under them */
  options?: ApexOptions;
  height: number;
  width?: number | string;
}

/** What every ApexCharts chart of the product shares: the theme's look and the reader's numbers. */
export function apexThemeOptions(theme: ChartTheme): ApexOptions {
  const labelStyle = { colors: theme.mutedText, fontFamily: theme.fontFamily };
  return {
    chart: {
      background: 'transparent',
      foreColor: theme.mutedText,
      fontFamily: theme.fontFamily,
      toolbar: { show: false },
      parentHeightOffset: 0,
      zoom: { enabled: false },
      // the drawing is hidden from screen readers (ChartFigure gives the summary and the table):
      // ApexCharts' keyboard navigation would make the hidden SVG focusable (axe aria-hidden-focus)
      accessibility: { keyboard: { enabled: false } },
    },
    theme: { mode: theme.mode },
    colors: theme.palette,
    grid: { borderColor: theme.grid, strokeDashArray: 4 },
    legend: { labels: { colors: theme.text }, fontFamily: theme.fontFamily },
    tooltip: { theme: theme.mode },
    dataLabels: { enabled: false },
    xaxis: {
      labels: { style: labelStyle },
      axisBorder: { color: theme.grid },
      axisTicks: { color: theme.grid },
    },
    yaxis: { labels: { style: labelStyle, formatter: (value) => theme.formatNumber(value) } },
    stroke: { lineCap: 'round' },
  };
}

/**
 * An ApexCharts chart in the product's theme: it draws again when the colour scheme or the
 * language changes, and keeps its height with a skeleton while the library loads. Wrap it in a
 * ChartFigure (title, summary, table) unless a card already says what it shows.
 */
export function ApexChart({ type, series, options, height, width = '100%' }: ApexChartProps) {
  const theme = useChartTheme();
  const merged = useMemo(
    () => mergeOptions(apexThemeOptions(theme), { ...options, chart: { ...options?.chart, type } }),
    [theme, options, type],
  );
  return (
    <Suspense fallback={<ChartSkeleton height={height} />}>
      <ReactApexChart type={type} series={series} options={merged} height={height} width={width} />
    </Suspense>
  );
}
