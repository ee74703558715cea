import { Group, Stack, Text } from '@mantine/core';
import type { ApexOptions } from 'apexcharts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardBodyProps } from './card-body-props';
import type { ShareCard } from '../../../../../api/modules/demo/contract';
import { ApexChart } from '../../../../components/charts/apex-chart';
import { ChartFigure } from '../../../../components/charts/chart-figure';
import { useChartTheme, type ChartTheme } from '../../../../components/charts/chart-theme';
import { ChangeText } from '../dashboard/change-text';
import { useCardFormats } from '../dashboard/use-card-formats';

const HEIGHT = 220;

/**
 * Each share's colour by its tone; where a share is danger, primary (the brand's red too) draws in
 * the info tone, so the two shares do not look alike.
 */
function shareColors(card: ShareCard, theme: ChartTheme): string[] {
  const hasDanger = card.items.some((item) => item.color === 'danger');
  return card.items.map((item) =>
    item.color === 'primary' && hasDanger ? theme.tone.info : theme.tone[item.color],
  );
}

/** A donut of shares of a whole, with each share's value and change listed under it. */
export function ShareCardBody({ title, card, order }: CardBodyProps<ShareCard>) {
  const { t } = useTranslation('analytics');
  const theme = useChartTheme();
  const formats = useCardFormats();
  const value = (v: number) => (card.unit === '%' ? formats.percent(v) : formats.count(v));
  const total = card.series.reduce((sum, v) => sum + v, 0);
  const colors = useMemo(() => shareColors(card, theme), [card, theme]);
  const options = useMemo<ApexOptions>(
    () => ({
      labels: card.items.map((item) => item.label),
      colors,
      legend: { show: false },
      stroke: { colors: [theme.surface] },
      plotOptions: {
        pie: {
          donut: {
            size: '70%',
            labels: {
              show: card.unit !== '%',
              total: {
                show: card.unit !== '%',
                label: t('total'),
                color: theme.mutedText,
                formatter: () => formats.count(total),
              },
              value: { color: theme.text },
            },
          },
        },
      },
      tooltip: { y: { formatter: (v: number) => value(v) } },
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- value follows formats and unit
    [card, theme, formats, total, t, colors],
  );
  const summary = t('summary.share', {
    title,
    shares: card.items.map((item) => `${item.label} ${value(item.value)}`).join(', '),
  });
  const table = {
    columns: [t('table.item'), t('table.value'), t('table.change')],
    rows: card.items.map((item) => [item.label, value(item.value), formats.change(item.change)]),
  };
  return (
    <>
      <ChartFigure title={title} summary={summary} table={table} order={order} height={HEIGHT}>
        <ApexChart type="donut" series={card.series} options={options} height={HEIGHT} />
      </ChartFigure>
      <Stack gap={6} mt="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {card.items.map((item, i) => (
          <Group key={item.label} component="li" justify="space-between" gap="xs" wrap="nowrap">
            <Group gap={8} wrap="nowrap">
              <span
                aria-hidden
                style={{
                  width: 10,
                  height: 10,
                  borderRadius: 5,
                  background: colors[i],
                  flex: 'none',
                }}
              />
              <Text size="sm">{item.label}</Text>
            </Group>
            <Group gap="sm" wrap="nowrap">
              <Text size="sm" fw={600}>
                {value(item.value)}
              </Text>
              <ChangeText value={item.change} size="xs" />
            </Group>
          </Group>
        ))}
      </Stack>
    </>
  );
}
