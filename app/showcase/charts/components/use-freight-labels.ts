import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartTable } from '../../../components/charts/chart-figure';
import { useChartTheme } from '../../../components/charts/chart-theme';
import {
  airTonnes,
  bookingHeat,
  claimsByCause,
  CLAIMS,
  clearancesPerDay,
  freightIndex,
  HOURS,
  lanes,
  MODES,
  MONTHS,
  onTimeByMode,
  onTimeRate,
  PORTS,
  revenueByMode,
  SCORES,
  shipments,
  shipmentShare,
  surveyScores,
  teuByPort,
  WEEKDAYS,
  weekStart,
} from '../data/freight';

/**
 * The labels of the sample series in the reader's language: months, weekdays, hours and dates
 * come from Intl (never translated by hand), names of ports, modes and series from `charts`.
 */
export function useFreightLabels() {
  const { t } = useTranslation('charts');
  const { locale, formatNumber } = useChartTheme();
  return useMemo(() => {
    // UTC dates of a fixed year, formatted in UTC: the same label in every time zone
    const month = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
    const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
    const hour = new Intl.DateTimeFormat(locale, {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'UTC',
    });
    const day = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    const labels = {
      months: MONTHS.map((m) => month.format(Date.UTC(2025, m, 15))),
      // 6 January 2025 was a Monday
      weekdays: WEEKDAYS.map((d) => weekday.format(Date.UTC(2025, 0, 6 + d))),
      hours: HOURS.map((h) => hour.format(Date.UTC(2025, 0, 6, h))),
      weeks: Array.from({ length: 26 }, (_, i) => day.format(weekStart(i))),
      ports: PORTS.map((p) => t(`ports.${p}`)),
      modes: MODES.map((m) => t(`modes.${m}`)),
      scores: SCORES.map((s) => t(`scores.${s}`)),
      claims: CLAIMS.map((c) => t(`claims.${c}`)),
      lanes: lanes.map((_, i) => t('axis.lane', { n: i + 1 })),
    };
    /** A table: the row label's header, the value headers, and per row its label and numbers. */
    const table = (first: string, columns: string[], rows: string[], values: number[][]) =>
      ({
        columns: [first, ...columns],
        rows: rows.map((label, i) => [label, ...values[i].map((v) => formatNumber(v))]),
      }) satisfies ChartTable;
    const byMode = (values: Record<string, number>) => MODES.map((m) => [values[m]]);
    const single = (first: string, column: string, rows: string[], values: number[]) =>
      table(
        first,
        [column],
        rows,
        values.map((v) => [v]),
      );
    const s = (key: string) => t(`series.${key}`);
    const a = (key: string) => t(`axis.${key}`);
    /** The numbers behind each chart, the same on the three pages ("Show as table"). */
    const tables = {
      teu: table(
        a('month'),
        labels.ports,
        labels.months,
        MONTHS.map((m) => PORTS.map((p) => teuByPort[p][m])),
      ),
      air: single(a('month'), s('tonnes'), labels.months, airTonnes),
      clearances: single(a('weekday'), s('clearances'), labels.weekdays, clearancesPerDay),
      volumeOnTime: table(
        a('month'),
        [s('tonnes'), s('on-time')],
        labels.months,
        airTonnes.map((v, m) => [v, onTimeRate[m]]),
      ),
      share: table(a('mode'), [s('share')], labels.modes, byMode(shipmentShare)),
      revenue: table(a('mode'), [s('revenue')], labels.modes, byMode(revenueByMode)),
      onTime: table(a('mode'), [s('on-time')], labels.modes, byMode(onTimeByMode)),
      survey: table(
        a('score'),
        [s('this-year'), s('last-year')],
        labels.scores,
        surveyScores.thisYear.map((v, i) => [v, surveyScores.lastYear[i]]),
      ),
      shipments: table(
        a('mode'),
        [a('volume'), a('weight')],
        [...shipments.air.map(() => labels.modes[1]), ...shipments.sea.map(() => labels.modes[0])],
        [...shipments.air, ...shipments.sea].map((x) => [x.volume, x.weight]),
      ),
      lanes: table(
        t('axis.lane', { n: '' }).trim(),
        [a('lane-volume'), a('lane-weight'), s('shipments')],
        labels.lanes,
        lanes.map((lane) => [lane.volume, lane.weight, lane.shipments]),
      ),
      claims: single(a('cause'), s('claims'), labels.claims, claimsByCause),
      index: table(
        a('week'),
        [s('open'), s('high'), s('low'), s('close')],
        labels.weeks,
        freightIndex.map((w) => [w.open, w.high, w.low, w.close]),
      ),
      bookings: table(a('weekday'), labels.hours, labels.weekdays, bookingHeat),
    };
    return {
      t,
      formatNumber,
      ...labels,
      tables,
      /** A share in percent (94.2) in the reader's format: 94.2% / 94,2 %. */
      percent: (v: number | string) =>
        formatNumber(Number(v) / 100, { style: 'percent', maximumFractionDigits: 1 }),
      /** A chart's title and summary (`charts.<id>`), with its placeholders. */
      figure: (id: string, values?: Record<string, string>) => ({
        title: t(`charts.${id}.title`, values),
        summary: t(`charts.${id}.summary`, values),
      }),
    };
  }, [t, locale, formatNumber]);
}

export type FreightLabels = ReturnType<typeof useFreightLabels>;
