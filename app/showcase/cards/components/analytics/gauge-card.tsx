import type { ApexOptions } from 'apexcharts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardBodyProps } from './card-body-props';
import type { GaugeCard } from '../../../../../api/modules/demo/contract';
import { ApexChart } from '../../../../components/charts/apex-chart';
import { ChartFigure } from '../../../../components/charts/chart-figure';
import { useChartTheme } from '../../../../components/charts/chart-theme';
import { useCardFormats } from '../dashboard/use-card-formats';
import { Figures } from './figures';

const HEIGHT = 240;

/** A radial gauge of one or more percentages, with the card's numbers under it. */
export function GaugeCardBody({
  title,
  card,
  label,
  order,
}: CardBodyProps<GaugeCard> & {
  /** what the percentage measures, written in the gauge */
  label: string;
}) {
  const { t } = useTranslation('analytics');
  const theme = useChartTheme();
  const formats = useCardFormats();
  const options = useMemo<ApexOptions>(
    () => ({
      labels: [label],
      colors: [theme.tone.success],
      plotOptions: {
        radialBar: {
          startAngle: -135,
          endAngle: 135,
          hollow: { size: '62%' },
          track: { background: theme.track },
          dataLabels: {
            name: { color: theme.mutedText, fontSize: '13px', offsetY: 24 },
            value: {
              color: theme.text,
              fontSize: '26px',
              fontWeight: 700,
              offsetY: -12,
              formatter: (v: number) => formats.percent(v),
            },
          },
        },
      },
      stroke: { lineCap: 'round' },
    }),
    [label, theme, formats],
  );
  const summary = t('summary.gauge', {
    title,
    label,
    value: card.series.map((v) => formats.percent(v)).join(', '),
  });
  return (
    <>
      <ChartFigure title={title} summary={summary} order={order} height={HEIGHT}>
        <ApexChart type="radialBar" series={card.series} options={options} height={HEIGHT} />
      </ChartFigure>
      <Figures data={card.analyticsData} formats={formats} />
    </>
  );
}
