import type { EChartsCoreOption } from 'echarts/core';
import { useMemo } from 'react';
import { ChartFigure, type ChartTable } from '../../../../components/charts/chart-figure';
import { useChartTheme } from '../../../../components/charts/chart-theme';
import {
  airTonnes,
  clearancesPerDay,
  lanes,
  MODES,
  onTimeRate,
  onTimeThisMonth,
  PORTS,
  reeferReadings,
  revenueByMode,
  shipments,
  shipmentShare,
  surveyScores,
  teuByPort,
} from '../../data/freight';
import { ChartCard, ChartGrid } from '../chart-grid';
import { useFreightLabels } from '../use-freight-labels';
import { EchartsChart } from './echarts-chart';

const HEIGHT = 300;
/** The large-data line's readings. */
export const READINGS = 100_000;

interface Entry {
  id: string;
  option: EChartsCoreOption;
  table?: ChartTable;
  wide?: boolean;
  height?: number;
  values?: Record<string, string>;
}

/**
 * The ECharts range on the freight data: line, area, bar, column, mixed, pie, donut, radar,
 * scatter, bubble, gauge and a smooth line of 100,000 readings (sampled with LTTB, zoomable).
 */
export function EchartsChartGrid() {
  const theme = useChartTheme();
  const l = useFreightLabels();
  const { t, formatNumber } = l;
  // made once: 100,000 readings are not generated again on a theme or language switch
  const readings = useMemo(() => reeferReadings(READINGS).map((v, i) => [i, v]), []);
  const charts = useMemo((): Entry[] => {
    const number = (v: number) => formatNumber(v);
    const { percent } = l;
    const grid = { top: 24, bottom: 64, left: 16, right: 16 };
    const legend = { bottom: 0, type: 'scroll' };
    const valueAxis = (name?: string, extra: Record<string, unknown> = {}) => ({
      type: 'value',
      name,
      nameLocation: 'middle',
      nameGap: 56,
      axisLabel: { formatter: number },
      ...extra,
    });
    const monthAxis = { type: 'category', data: l.months };
    const axisTooltip = { trigger: 'axis', valueFormatter: number };
    const teuSeries = (extra: Record<string, unknown>) =>
      PORTS.map((p, i) => ({ name: l.ports[i], data: teuByPort[p], ...extra }));
    const pieData = (values: Record<string, number>) =>
      MODES.map((m, i) => ({ name: l.modes[i], value: values[m] }));
    const round = {
      itemStyle: { borderColor: theme.surface, borderWidth: 2 },
      label: { color: theme.text },
    };
    return [
      {
        id: 'teu-line',
        option: {
          grid: { ...grid, left: 72 },
          legend,
          tooltip: axisTooltip,
          xAxis: monthAxis,
          yAxis: valueAxis(t('series.teu'), { nameGap: 64 }),
          series: teuSeries({ type: 'line', smooth: true }),
        },
        table: l.tables.teu,
      },
      {
        id: 'air-area',
        option: {
          grid: { ...grid, left: 56 },
          legend,
          tooltip: axisTooltip,
          xAxis: { ...monthAxis, boundaryGap: false },
          yAxis: valueAxis(t('series.tonnes'), { nameGap: 44 }),
          series: [
            {
              name: t('series.tonnes'),
              type: 'line',
              smooth: true,
              data: airTonnes,
              areaStyle: { opacity: 0.3 },
            },
          ],
        },
        table: l.tables.air,
      },
      {
        id: 'clearances-bar',
        option: {
          grid: { ...grid, left: 48, bottom: 32 },
          tooltip: axisTooltip,
          xAxis: valueAxis(),
          yAxis: { type: 'category', data: l.weekdays, inverse: true },
          series: [
            {
              name: t('series.clearances'),
              type: 'bar',
              data: clearancesPerDay,
              itemStyle: { color: theme.palette[1], borderRadius: [0, 4, 4, 0] },
            },
          ],
        },
        table: l.tables.clearances,
      },
      {
        id: 'teu-column',
        option: {
          grid: { ...grid, left: 80 },
          legend,
          tooltip: axisTooltip,
          xAxis: monthAxis,
          yAxis: valueAxis(t('series.teu'), { nameGap: 72 }),
          series: teuSeries({ type: 'bar', stack: 'teu' }),
        },
        table: l.tables.teu,
      },
      {
        id: 'volume-on-time',
        option: {
          grid: { ...grid, left: 56, right: 56 },
          legend,
          tooltip: { trigger: 'axis' },
          xAxis: monthAxis,
          yAxis: [
            valueAxis(t('series.tonnes'), { nameGap: 44 }),
            valueAxis(t('series.on-time'), {
              min: 80,
              max: 100,
              nameGap: 44,
              axisLabel: { formatter: percent },
              splitLine: { show: false },
            }),
          ],
          series: [
            {
              name: t('series.tonnes'),
              type: 'bar',
              data: airTonnes,
              tooltip: { valueFormatter: number },
            },
            {
              name: t('series.on-time'),
              type: 'line',
              yAxisIndex: 1,
              smooth: true,
              data: onTimeRate,
              tooltip: { valueFormatter: percent },
            },
          ],
        },
        table: l.tables.volumeOnTime,
      },
      {
        id: 'shipment-pie',
        option: {
          legend,
          tooltip: { trigger: 'item', valueFormatter: percent },
          series: [
            {
              name: t('series.share'),
              type: 'pie',
              radius: '65%',
              center: ['50%', '45%'],
              data: pieData(shipmentShare),
              ...round,
            },
          ],
        },
        table: l.tables.share,
      },
      {
        id: 'revenue-donut',
        option: {
          legend,
          tooltip: { trigger: 'item', valueFormatter: number },
          series: [
            {
              name: t('series.revenue'),
              type: 'pie',
              radius: ['40%', '65%'],
              center: ['50%', '45%'],
              data: pieData(revenueByMode),
              ...round,
            },
          ],
        },
        table: l.tables.revenue,
      },
      {
        id: 'survey-radar',
        option: {
          legend,
          tooltip: { trigger: 'item', valueFormatter: number },
          radar: {
            radius: '60%',
            center: ['50%', '45%'],
            indicator: l.scores.map((name) => ({ name, max: 100 })),
          },
          series: [
            {
              type: 'radar',
              areaStyle: { opacity: 0.2 },
              data: [
                { name: t('series.this-year'), value: surveyScores.thisYear },
                { name: t('series.last-year'), value: surveyScores.lastYear },
              ],
            },
          ],
        },
        table: l.tables.survey,
      },
      {
        id: 'shipment-scatter',
        option: {
          grid: { ...grid, left: 64, bottom: 80 },
          legend,
          tooltip: { trigger: 'item', valueFormatter: number },
          xAxis: valueAxis(t('axis.volume'), { nameGap: 28 }),
          yAxis: valueAxis(t('axis.weight'), { nameGap: 52 }),
          series: (['air', 'sea'] as const).map((m) => ({
            name: t(`modes.${m}`),
            type: 'scatter',
            data: shipments[m].map((s) => [s.volume, s.weight]),
          })),
        },
        table: l.tables.shipments,
      },
      {
        id: 'lane-bubble',
        option: {
          grid: { ...grid, left: 48, bottom: 80 },
          legend,
          tooltip: { trigger: 'item', valueFormatter: number },
          xAxis: valueAxis(t('axis.lane-volume'), { nameGap: 28, min: 0, max: 70 }),
          yAxis: valueAxis(t('axis.lane-weight'), { nameGap: 32, min: 0, max: 30 }),
          series: lanes.map((lane, i) => ({
            name: l.lanes[i],
            type: 'scatter',
            // the bubble's diameter in pixels: the shipments a month, scaled to 12..48 px
            symbolSize: 12 + (lane.shipments / 210) * 36,
            itemStyle: { opacity: 0.75 },
            data: [[lane.volume, lane.weight, lane.shipments]],
          })),
        },
        table: l.tables.lanes,
      },
      {
        id: 'on-time-gauge',
        values: { value: percent(onTimeThisMonth) },
        option: {
          series: [
            {
              type: 'gauge',
              name: t('series.on-time'),
              min: 0,
              max: 100,
              progress: { show: true, width: 14 },
              axisLine: { lineStyle: { width: 14, color: [[1, theme.track]] } },
              axisTick: { show: false },
              splitLine: { length: 10, lineStyle: { color: theme.grid, width: 2 } },
              axisLabel: { color: theme.mutedText, distance: 20, formatter: number },
              pointer: { itemStyle: { color: theme.palette[0] } },
              anchor: { show: true, size: 12, itemStyle: { color: theme.palette[0] } },
              title: { show: false },
              detail: {
                valueAnimation: true,
                color: theme.text,
                fontSize: 24,
                offsetCenter: [0, '70%'],
                formatter: percent,
              },
              data: [{ value: onTimeThisMonth, name: t('series.on-time') }],
            },
          ],
        },
      },
      {
        id: 'reefer-line',
        wide: true,
        height: 360,
        values: { count: number(READINGS) },
        option: {
          grid: { ...grid, left: 56, bottom: 72 },
          tooltip: { trigger: 'axis', valueFormatter: number },
          xAxis: valueAxis(t('axis.reading'), { min: 0, max: READINGS - 1, nameGap: 28 }),
          yAxis: valueAxis(t('series.temperature'), { nameGap: 36, min: -26, max: -8 }),
          dataZoom: [
            { type: 'inside', start: 0, end: 100 },
            { type: 'slider', start: 0, end: 100, bottom: 8, height: 20 },
          ],
          series: [
            {
              name: t('series.temperature'),
              type: 'line',
              smooth: true,
              showSymbol: false,
              sampling: 'lttb',
              lineStyle: { width: 1.5 },
              data: readings,
            },
          ],
        },
      },
    ];
  }, [l, t, formatNumber, theme, readings]);
  return (
    <ChartGrid testId="echarts-chart-grid">
      {charts.map(({ id, option, table, wide, height = HEIGHT, values }) => (
        <ChartCard key={id} wide={wide}>
          <ChartFigure
            {...l.figure(id, values)}
            order={2}
            height={height}
            table={table}
            data-testid={`chart-${id}`}
          >
            <EchartsChart option={option} height={height} />
          </ChartFigure>
        </ChartCard>
      ))}
    </ChartGrid>
  );
}
