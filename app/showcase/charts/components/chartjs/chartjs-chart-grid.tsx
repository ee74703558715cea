import { alpha } from '@mantine/core';
import type { ChartData, ChartOptions, ChartType } from 'chart.js';
import { useMemo } from 'react';
import { ChartFigure, type ChartTable } from '../../../../components/charts/chart-figure';
import { useChartTheme } from '../../../../components/charts/chart-theme';
import {
  airTonnes,
  claimsByCause,
  clearancesPerDay,
  lanes,
  MODES,
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
import { ChartjsChart } from './chartjs-chart';

const HEIGHT = 300;

interface Entry {
  id: string;
  type: ChartType;
  data: ChartData;
  options?: ChartOptions;
  table: ChartTable;
}

/**
 * The Chart.js range on the freight data: line, area, bar, column, mixed, pie, doughnut, radar,
 * scatter, bubble and polar area. ChartjsChart loads Chart.js lazily and themes every chart.
 */
export function ChartjsChartGrid() {
  const theme = useChartTheme();
  const l = useFreightLabels();
  const { t, formatNumber } = l;
  const charts = useMemo((): Entry[] => {
    const color = (i: number) => theme.palette[i % theme.palette.length];
    const { percent } = l;
    const axisTitle = (text: string) => ({ title: { display: true, text } });
    const teuData: ChartData = {
      labels: l.months,
      datasets: PORTS.map((p, i) => ({
        label: l.ports[i],
        data: teuByPort[p],
        borderColor: color(i),
        backgroundColor: color(i),
      })),
    };
    const modeValues = (values: Record<string, number>) => MODES.map((m) => values[m]);
    const roundData = (label: string, values: number[], names: string[]): ChartData => ({
      labels: names,
      datasets: [
        {
          label,
          data: values,
          backgroundColor: values.map((_, i) => color(i)),
          borderColor: theme.surface,
          borderWidth: 2,
        },
      ],
    });
    return [
      {
        id: 'teu-line',
        type: 'line',
        data: {
          ...teuData,
          datasets: teuData.datasets.map((d) => ({ ...d, tension: 0.35, pointRadius: 2 })),
        },
        options: { scales: { y: axisTitle(t('series.teu')) } },
        table: l.tables.teu,
      },
      {
        id: 'air-area',
        type: 'line',
        data: {
          labels: l.months,
          datasets: [
            {
              label: t('series.tonnes'),
              data: airTonnes,
              fill: 'origin',
              tension: 0.35,
              borderColor: color(0),
              backgroundColor: alpha(color(0), 0.25),
            },
          ],
        },
        options: { scales: { y: axisTitle(t('series.tonnes')) } },
        table: l.tables.air,
      },
      {
        id: 'clearances-bar',
        type: 'bar',
        data: {
          labels: l.weekdays,
          datasets: [
            {
              label: t('series.clearances'),
              data: clearancesPerDay,
              backgroundColor: color(1),
              borderRadius: 4,
            },
          ],
        },
        options: { indexAxis: 'y', plugins: { legend: { display: false } } },
        table: l.tables.clearances,
      },
      {
        id: 'teu-column',
        type: 'bar',
        data: teuData,
        options: {
          scales: { x: { stacked: true }, y: { stacked: true, ...axisTitle(t('series.teu')) } },
        },
        table: l.tables.teu,
      },
      {
        id: 'volume-on-time',
        type: 'bar',
        data: {
          labels: l.months,
          datasets: [
            {
              type: 'line',
              label: t('series.on-time'),
              data: onTimeRate,
              yAxisID: 'y1',
              borderColor: color(2),
              backgroundColor: color(2),
              tension: 0.35,
            },
            {
              type: 'bar',
              label: t('series.tonnes'),
              data: airTonnes,
              yAxisID: 'y',
              backgroundColor: color(0),
              borderRadius: 4,
            },
          ],
        } as ChartData,
        options: {
          scales: {
            y: axisTitle(t('series.tonnes')),
            y1: {
              position: 'right',
              min: 80,
              max: 100,
              ...axisTitle(t('series.on-time')),
              grid: { drawOnChartArea: false },
              ticks: { callback: percent },
            },
          },
        },
        table: l.tables.volumeOnTime,
      },
      {
        id: 'shipment-pie',
        type: 'pie',
        data: roundData(t('series.share'), modeValues(shipmentShare), l.modes),
        options: {
          plugins: {
            tooltip: { callbacks: { label: (c) => `${c.label}: ${percent(Number(c.raw))}` } },
          },
        },
        table: l.tables.share,
      },
      {
        id: 'revenue-donut',
        type: 'doughnut',
        data: roundData(t('series.revenue'), modeValues(revenueByMode), l.modes),
        table: l.tables.revenue,
      },
      {
        id: 'survey-radar',
        type: 'radar',
        data: {
          labels: l.scores,
          datasets: [
            { label: t('series.this-year'), data: surveyScores.thisYear },
            { label: t('series.last-year'), data: surveyScores.lastYear },
          ].map((d, i) => ({
            ...d,
            borderColor: color(i),
            backgroundColor: alpha(color(i), 0.2),
            pointBackgroundColor: color(i),
          })),
        },
        options: { scales: { r: { min: 0, max: 100, ticks: { stepSize: 25 } } } },
        table: l.tables.survey,
      },
      {
        id: 'shipment-scatter',
        type: 'scatter',
        data: {
          datasets: (['air', 'sea'] as const).map((m, i) => ({
            label: t(`modes.${m}`),
            data: shipments[m].map((s) => ({ x: s.volume, y: s.weight })),
            backgroundColor: alpha(color(i), 0.75),
            borderColor: color(i),
            pointRadius: 4,
          })),
        },
        options: {
          scales: { x: axisTitle(t('axis.volume')), y: axisTitle(t('axis.weight')) },
        },
        table: l.tables.shipments,
      },
      {
        id: 'lane-bubble',
        type: 'bubble',
        data: {
          datasets: lanes.map((lane, i) => ({
            label: l.lanes[i],
            // the radius in pixels: the shipments a month, scaled to 6..22 px
            data: [{ x: lane.volume, y: lane.weight, r: 6 + (lane.shipments / 210) * 16 }],
            backgroundColor: alpha(color(i), 0.6),
            borderColor: color(i),
          })),
        },
        options: {
          scales: {
            x: { min: 0, max: 70, ...axisTitle(t('axis.lane-volume')) },
            y: { min: 0, max: 30, ...axisTitle(t('axis.lane-weight')) },
          },
          plugins: {
            tooltip: {
              callbacks: {
                label: (c) =>
                  `${c.dataset.label}: ${formatNumber(lanes[c.datasetIndex].shipments)} ${t('series.shipments')}`,
              },
            },
          },
        },
        table: l.tables.lanes,
      },
      {
        id: 'claims-polar',
        type: 'polarArea',
        data: {
          labels: l.claims,
          datasets: [
            {
              label: t('series.claims'),
              data: claimsByCause,
              backgroundColor: claimsByCause.map((_, i) => alpha(color(i), 0.65)),
              borderColor: theme.surface,
            },
          ],
        },
        table: l.tables.claims,
      },
    ];
  }, [l, t, formatNumber, theme]);
  return (
    <ChartGrid testId="chartjs-chart-grid">
      {charts.map(({ id, type, data, options, table }) => (
        <ChartCard key={id}>
          <ChartFigure
            {...l.figure(id)}
            order={2}
            height={HEIGHT}
            table={table}
            data-testid={`chart-${id}`}
          >
            <ChartjsChart type={type} data={data} options={options} height={HEIGHT} />
          </ChartFigure>
        </ChartCard>
      ))}
    </ChartGrid>
  );
}
