import type { ApexOptions } from 'apexcharts';
import { useReducedMotion } from '@mantine/hooks';
import { useMemo } from 'react';
import { ApexChart } from '../../../../components/charts/apex-chart';
import { ChartFigure } from '../../../../components/charts/chart-figure';
import { useChartTheme } from '../../../../components/charts/chart-theme';
import {
  airTonnes,
  bookingHeat,
  clearancesPerDay,
  freightIndex,
  lanes,
  MODES,
  onTimeByMode,
  onTimeRate,
  PORTS,
  revenueByMode,
  shipments,
  shipmentShare,
  surveyScores,
  teuByPort,
} from '../../data/freight';
import { ChartCard, ChartGrid } from '../chart-grid';
import { useFreightLabels } from '../use-freight-labels';

const HEIGHT = 300;

/** No growing bars for a reader who asked for less motion. */
const withMotion = (options: ApexOptions, still: boolean): ApexOptions =>
  still ? { ...options, chart: { ...options.chart, animations: { enabled: false } } } : options;

/**
 * The ApexCharts range on the freight data: line, area, bar, column, mixed, pie, donut, radar,
 * scatter, bubble, candlestick, heat map and radial bar. ApexChart loads the library lazily and
 * lays the theme (colours, fonts, the reader's numbers) under each chart's options.
 */
export function ApexChartGrid() {
  const theme = useChartTheme();
  // read at the first render: a late switch to no animation stops a drawing half-way
  const still = useReducedMotion(undefined, { getInitialValueInEffect: false });
  const l = useFreightLabels();
  const { t, formatNumber } = l;
  const charts = useMemo(() => {
    const { percent } = l;
    const teuSeries = PORTS.map((p, i) => ({ name: l.ports[i], data: teuByPort[p] }));
    const monthAxis = (title: string): ApexOptions => ({
      xaxis: { categories: l.months },
      yaxis: { title: { text: title, style: { color: theme.mutedText } } },
    });
    const modeValues = (values: Record<string, number>) => MODES.map((m) => values[m]);
    const numberAxis = (title: string): ApexOptions['xaxis'] => ({
      type: 'numeric',
      tickAmount: 6,
      title: { text: title, style: { color: theme.mutedText } },
      labels: { formatter: (v: string) => formatNumber(Number(v)) },
    });
    return [
      {
        id: 'teu-line',
        type: 'line' as const,
        series: teuSeries,
        options: { ...monthAxis(t('series.teu')), stroke: { width: 3, curve: 'smooth' } },
        table: l.tables.teu,
      },
      {
        id: 'air-area',
        type: 'area' as const,
        series: [{ name: t('series.tonnes'), data: airTonnes }],
        options: {
          ...monthAxis(t('series.tonnes')),
          stroke: { width: 2, curve: 'smooth' },
          fill: { type: 'gradient', gradient: { opacityFrom: 0.45, opacityTo: 0.05 } },
        },
        table: l.tables.air,
      },
      {
        id: 'clearances-bar',
        type: 'bar' as const,
        series: [{ name: t('series.clearances'), data: clearancesPerDay }],
        options: {
          plotOptions: { bar: { horizontal: true, borderRadius: 4 } },
          // horizontal: the categories are on the y axis, the numbers on the x axis
          xaxis: {
            categories: l.weekdays,
            labels: { formatter: (v: string) => formatNumber(Number(v)) },
          },
          yaxis: { labels: { formatter: (v: number | string) => String(v) } },
          tooltip: { y: { formatter: (v: number) => formatNumber(v) } },
        },
        table: l.tables.clearances,
      },
      {
        id: 'teu-column',
        type: 'bar' as const,
        series: teuSeries,
        options: {
          ...monthAxis(t('series.teu')),
          chart: { stacked: true },
          plotOptions: { bar: { columnWidth: '60%' } },
        },
        table: l.tables.teu,
      },
      {
        id: 'volume-on-time',
        type: 'line' as const,
        series: [
          { name: t('series.tonnes'), type: 'column', data: airTonnes },
          { name: t('series.on-time'), type: 'line', data: onTimeRate },
        ],
        options: {
          stroke: { width: [0, 3], curve: 'smooth' },
          xaxis: { categories: l.months },
          yaxis: [
            {
              title: { text: t('series.tonnes'), style: { color: theme.mutedText } },
              labels: { formatter: (v: number) => formatNumber(v) },
            },
            {
              opposite: true,
              min: 80,
              max: 100,
              title: { text: t('series.on-time'), style: { color: theme.mutedText } },
              labels: { formatter: (v: number) => percent(v) },
            },
          ],
        },
        table: l.tables.volumeOnTime,
      },
      {
        id: 'shipment-pie',
        type: 'pie' as const,
        series: modeValues(shipmentShare),
        options: {
          labels: l.modes,
          legend: { position: 'bottom' },
          dataLabels: { enabled: true, formatter: (v: number) => percent(v) },
          tooltip: { y: { formatter: (v: number) => percent(v) } },
          stroke: { colors: [theme.surface] },
        },
        table: l.tables.share,
      },
      {
        id: 'revenue-donut',
        type: 'donut' as const,
        series: modeValues(revenueByMode),
        options: {
          labels: l.modes,
          legend: { position: 'bottom' },
          stroke: { colors: [theme.surface] },
          tooltip: { y: { formatter: (v: number) => formatNumber(v) } },
          plotOptions: {
            pie: {
              donut: {
                labels: {
                  show: true,
                  value: { color: theme.text, formatter: (v: string) => formatNumber(Number(v)) },
                  total: {
                    show: true,
                    label: t('series.total'),
                    color: theme.mutedText,
                    formatter: () =>
                      formatNumber(modeValues(revenueByMode).reduce((a, b) => a + b)),
                  },
                },
              },
            },
          },
        },
        table: l.tables.revenue,
      },
      {
        id: 'survey-radar',
        type: 'radar' as const,
        series: [
          { name: t('series.this-year'), data: surveyScores.thisYear },
          { name: t('series.last-year'), data: surveyScores.lastYear },
        ],
        options: {
          xaxis: {
            categories: l.scores,
            labels: { style: { colors: l.scores.map(() => theme.text) } },
          },
          yaxis: { min: 0, max: 100, tickAmount: 4 },
          stroke: { width: 2 },
          fill: { opacity: 0.2 },
          markers: { size: 3 },
          plotOptions: {
            radar: {
              size: 100,
              polygons: {
                strokeColors: theme.grid,
                connectorColors: theme.grid,
                fill: { colors: ['transparent'] },
              },
            },
          },
        },
        table: l.tables.survey,
      },
      {
        id: 'shipment-scatter',
        type: 'scatter' as const,
        series: (['air', 'sea'] as const).map((m) => ({
          name: t(`modes.${m}`),
          data: shipments[m].map((s) => [s.volume, s.weight]),
        })),
        options: {
          xaxis: { ...numberAxis(t('axis.volume')), min: 0, max: 30 },
          yaxis: { title: { text: t('axis.weight'), style: { color: theme.mutedText } } },
          markers: { size: 6 },
        },
        table: l.tables.shipments,
      },
      {
        id: 'lane-bubble',
        type: 'bubble' as const,
        series: lanes.map((lane, i) => ({
          name: l.lanes[i],
          data: [[lane.volume, lane.weight, lane.shipments]],
        })),
        options: {
          xaxis: { ...numberAxis(t('axis.lane-volume')), min: 0, max: 70, tickAmount: 7 },
          yaxis: {
            min: 0,
            max: 30,
            tickAmount: 6,
            title: { text: t('axis.lane-weight'), style: { color: theme.mutedText } },
          },
          fill: { opacity: 0.75 },
          plotOptions: { bubble: { minBubbleRadius: 6, maxBubbleRadius: 28 } },
        },
        table: l.tables.lanes,
      },
      {
        id: 'index-candlestick',
        type: 'candlestick' as const,
        series: [
          {
            name: t('series.index'),
            data: freightIndex.map((w, i) => ({
              x: l.weeks[i],
              y: [w.open, w.high, w.low, w.close],
            })),
          },
        ],
        options: {
          xaxis: {
            type: 'category',
            tickAmount: 6,
            labels: { rotate: 0, hideOverlappingLabels: true },
          },
          plotOptions: {
            candlestick: {
              colors: { upward: theme.tone.success, downward: theme.tone.danger },
              wick: { useFillColor: true },
            },
          },
        },
        table: l.tables.index,
      },
      {
        id: 'booking-heatmap',
        type: 'heatmap' as const,
        // ApexCharts draws the first series at the bottom: Sunday first puts Monday on top
        series: l.weekdays
          .map((name, d) => ({
            name,
            data: bookingHeat[d].map((y, h) => ({ x: l.hours[h], y })),
          }))
          .reverse(),
        options: {
          colors: [theme.tone.primary],
          stroke: { colors: [theme.surface], width: 1 },
          xaxis: { labels: { rotate: -45, hideOverlappingLabels: true } },
          yaxis: { labels: { formatter: (v: number | string) => String(v) } },
          plotOptions: { heatmap: { radius: 2, shadeIntensity: 0.6 } },
          tooltip: { y: { formatter: (v: number) => formatNumber(v) } },
        },
        table: l.tables.bookings,
      },
      {
        id: 'mode-radial',
        type: 'radialBar' as const,
        series: modeValues(onTimeByMode),
        options: {
          labels: l.modes,
          legend: { show: true, position: 'bottom' },
          plotOptions: {
            radialBar: {
              track: { background: theme.track },
              hollow: { size: '42%' },
              dataLabels: {
                name: { color: theme.text },
                value: { color: theme.text, formatter: (v: number) => percent(v) },
                total: {
                  show: true,
                  label: t('series.average'),
                  color: theme.mutedText,
                  formatter: () =>
                    percent(modeValues(onTimeByMode).reduce((a, b) => a + b) / MODES.length),
                },
              },
            },
          },
        },
        table: l.tables.onTime,
      },
    ];
  }, [l, t, formatNumber, theme]);
  const shown = useMemo(
    () => charts.map((c) => ({ ...c, options: withMotion(c.options as ApexOptions, still) })),
    [charts, still],
  );
  return (
    <ChartGrid testId="apex-chart-grid">
      {shown.map(({ id, type, series, options, table }) => (
        <ChartCard key={id}>
          <ChartFigure
            {...l.figure(id)}
            order={2}
            height={HEIGHT}
            table={table}
            data-testid={`chart-${id}`}
          >
            <ApexChart
              type={type}
              series={series}
              options={options as ApexOptions}
              height={HEIGHT}
            />
          </ChartFigure>
        </ChartCard>
      ))}
    </ChartGrid>
  );
}
