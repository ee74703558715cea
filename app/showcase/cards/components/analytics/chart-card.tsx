import type { ApexOptions } from 'apexcharts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardBodyProps } from './card-body-props';
import type { ChartCard as ChartCardData } from '../../../../../api/modules/demo/contract';
import { ApexChart, type ApexChartType } from '../../../../components/charts/apex-chart';
import { ChartFigure } from '../../../../components/charts/chart-figure';
import { useCardFormats } from '../dashboard/use-card-formats';
import { Figures } from './figures';

export interface ChartLook {
  type: ApexChartType;
  height: number;
  /** the values are US dollars */
  money?: boolean;
  stacked?: boolean;
}

/** A card of headline numbers over a line, bar or radar chart of series by category. */
export function ChartCardBody({
  title,
  card,
  look,
  order,
}: CardBodyProps<ChartCardData> & { look: ChartLook }) {
  const { t } = useTranslation('analytics');
  const formats = useCardFormats();
  const categories = useMemo(
    () => card.categories.map(formats.category),
    [card.categories, formats],
  );
  const value = look.money ? formats.money : formats.count;
  const options = useMemo<ApexOptions>(
    () => ({
      chart: { stacked: look.stacked },
      xaxis: { categories },
      yaxis: look.type === 'radar' ? { show: false } : { labels: { formatter: value } },
      plotOptions: { bar: { borderRadius: 4, columnWidth: look.stacked ? '45%' : '60%' } },
      stroke: look.type === 'bar' ? { width: 0 } : { curve: 'smooth', width: 3 },
      fill: look.type === 'radar' ? { opacity: 0.25 } : undefined,
      tooltip: { y: { formatter: value } },
      legend: { show: card.series.length > 1, position: 'top', horizontalAlign: 'left' },
    }),
    [categories, look, value, card.series.length],
  );
  const names = card.series.map((s) => s.name);
  const summary = t('summary.chart', {
    title,
    series: names.join(', '),
    from: categories[0] ?? '',
    to: categories[categories.length - 1] ?? '',
  });
  const table = {
    columns: [t('table.category'), ...names],
    rows: categories.map((category, i) => [
      category,
      ...card.series.map((s) => value(s.data[i] ?? 0)),
    ]),
  };
  return (
    <>
      <ChartFigure title={title} summary={summary} table={table} order={order} height={look.height}>
        <ApexChart type={look.type} series={card.series} options={options} height={look.height} />
      </ChartFigure>
      <Figures data={card.analyticsData} formats={formats} />
    </>
  );
}
