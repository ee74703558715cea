import type { EChartsCoreOption } from 'echarts/core';
import { useReducedMotion } from '@mantine/hooks';
import { lazy, Suspense, useMemo } from 'react';
import { ChartSkeleton } from '../../../../components/charts/chart-figure';
import { useChartTheme, type ChartTheme } from '../../../../components/charts/chart-theme';

// ECharts loads when the first chart renders, after the page's frame has painted, and only on
// this page (docs/decisions/0063)
const EchartsCanvas = lazy(() => import('./echarts-canvas'));

/**
 * The product's theme as an ECharts theme: a transparent background, the palette, text, axis and
 * grid colours, and tooltips on the card's surface (readable in dark).
 */
export function echartsTheme(theme: ChartTheme, still = false): Record<string, unknown> {
  const axis = {
    axisLine: { lineStyle: { color: theme.grid } },
    axisTick: { lineStyle: { color: theme.grid } },
    axisLabel: { color: theme.mutedText },
    splitLine: { lineStyle: { color: theme.grid, type: 'dashed' } },
    nameTextStyle: { color: theme.mutedText },
  };
  return {
    color: theme.palette,
    // no growing lines for a reader who asked for less motion
    animation: !still,
    backgroundColor: 'transparent',
    textStyle: { color: theme.text, fontFamily: theme.fontFamily },
    legend: { textStyle: { color: theme.text } },
    tooltip: {
      backgroundColor: theme.surface,
      borderColor: theme.grid,
      textStyle: { color: theme.text },
    },
    categoryAxis: axis,
    valueAxis: axis,
    radar: {
      axisName: { color: theme.text },
      axisLine: { lineStyle: { color: theme.grid } },
      splitLine: { lineStyle: { color: theme.grid } },
      splitArea: { show: false },
    },
    dataZoom: {
      textStyle: { color: theme.mutedText },
      borderColor: theme.grid,
      fillerColor: `${theme.palette[0]}33`,
      handleStyle: { color: theme.surface, borderColor: theme.palette[0] },
      moveHandleStyle: { color: theme.track },
      dataBackground: {
        lineStyle: { color: theme.mutedText },
        areaStyle: { color: theme.track },
      },
    },
  };
}

/** An ECharts chart in the product's theme, drawn again when the scheme or the language changes. */
export function EchartsChart({ option, height }: { option: EChartsCoreOption; height: number }) {
  const theme = useChartTheme();
  // read at the first render: a late switch to no animation stops a drawing half-way
  const still = useReducedMotion(undefined, { getInitialValueInEffect: false });
  const echartsThemeObject = useMemo(() => echartsTheme(theme, still), [theme, still]);
  return (
    <Suspense fallback={<ChartSkeleton height={height} />}>
      <EchartsCanvas option={option} theme={echartsThemeObject} height={height} />
    </Suspense>
  );
}
