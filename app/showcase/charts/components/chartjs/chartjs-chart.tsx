import type { ChartData, ChartOptions, ChartType } from 'chart.js';
import { Box } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { lazy, Suspense, useMemo } from 'react';
import { mergeOptions } from '../../../../components/charts/merge-options';
import { ChartSkeleton } from '../../../../components/charts/chart-figure';
import { useChartTheme, type ChartTheme } from '../../../../components/charts/chart-theme';

// Chart.js loads when the first chart renders, after the page's frame has painted, and only on
// this page (docs/decisions/0063)
const ChartjsCanvas = lazy(() => import('./chartjs-canvas'));

export interface ChartjsProps {
  type: ChartType;
  data: ChartData;
  /** the chart's own options; the theme's colours, grid and the reader's locale go under them */
  options?: ChartOptions;
  height: number;
}

const RADIAL: ChartType[] = ['radar', 'polarArea'];
const ROUND: ChartType[] = ['pie', 'doughnut', 'polarArea'];

/** The theme's look of one scale: ticks, grid, border and title in the theme's colours. */
function scaleTheme(theme: ChartTheme, radial: boolean) {
  return radial
    ? {
        angleLines: { color: theme.grid },
        grid: { color: theme.grid },
        pointLabels: { color: theme.text },
        ticks: { color: theme.mutedText, backdropColor: 'transparent' },
      }
    : {
        ticks: { color: theme.mutedText },
        grid: { color: theme.grid },
        border: { color: theme.grid },
        title: { color: theme.mutedText },
      };
}

/** The chart's options over the theme's: colours, tooltips readable in dark, the reader's locale. */
export function chartjsThemeOptions(
  theme: ChartTheme,
  type: ChartType,
  own: ChartOptions = {},
  still = false,
) {
  const radial = RADIAL.includes(type);
  const ownScales = (own as { scales?: Record<string, unknown> }).scales ?? {};
  // every scale the chart names, or the default ones of its type
  const ids = ROUND.includes(type) && !radial ? [] : radial ? ['r'] : ['x', 'y'];
  const scales = Object.fromEntries(
    [...new Set([...ids, ...Object.keys(ownScales)])].map((id) => [id, scaleTheme(theme, radial)]),
  );
  const base = {
    responsive: true,
    // no growing bars for a reader who asked for less motion
    ...(still ? { animation: { duration: 0 } } : {}),
    maintainAspectRatio: false,
    // Chart.js formats ticks and tooltips with Intl in this locale
    locale: theme.locale,
    color: theme.text,
    // the chart's font: scales, legend and tooltips fall back to it
    font: { family: theme.fontFamily },
    borderColor: theme.grid,
    plugins: {
      legend: { position: 'bottom', labels: { color: theme.text, usePointStyle: true } },
      tooltip: {
        backgroundColor: theme.surface,
        titleColor: theme.text,
        bodyColor: theme.text,
        borderColor: theme.grid,
        borderWidth: 1,
      },
    },
    ...(ids.length || Object.keys(ownScales).length ? { scales } : {}),
  } as ChartOptions;
  return mergeOptions(base, own);
}

/** A Chart.js chart in the product's theme, drawn again when the scheme or the language changes. */
export function ChartjsChart({ type, data, options, height }: ChartjsProps) {
  const theme = useChartTheme();
  // read at the first render: a late switch to no animation stops a drawing half-way
  const still = useReducedMotion(undefined, { getInitialValueInEffect: false });
  const themed = useMemo(
    () => chartjsThemeOptions(theme, type, options, still),
    [theme, type, options, still],
  );
  return (
    <Suspense fallback={<ChartSkeleton height={height} />}>
      <Box pos="relative" h={height} w="100%">
        <ChartjsCanvas type={type} data={data} options={themed} />
      </Box>
    </Suspense>
  );
}
