import { Box, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  StatisticCard as StatisticCardData,
  StatisticCardName,
} from '../../../../../api/modules/demo/contract';
import { ApexChart } from '../../../../components/charts/apex-chart';
import { useChartTheme } from '../../../../components/charts/chart-theme';
import { useStatisticCard } from '../../api/get-statistic-card';
import { CardRead } from '../dashboard/card-read';
import { ChangeText } from '../dashboard/change-text';
import { useCardFormats, type CardFormats } from '../dashboard/use-card-formats';

const SPARK_HEIGHT = 64;

/** The headline value: money for dollars, else a count (thousands formatter above 999). */
export function statisticValue(card: StatisticCardData, formats: CardFormats): string {
  const { value, unit } = card.analyticsData;
  return unit === 'USD' ? formats.money(value) : formats.count(value);
}

/**
 * A statistic card of GET /api/card/card-statistics/{name}: its title, headline number, change
 * against the previous week and a sparkline. The sparkline is hidden from screen readers, which
 * read the number and a sentence instead.
 */
export function StatisticCard({
  name,
  order = 3,
}: {
  name: StatisticCardName;
  /** heading level of the title: 3 under a section's h2, 2 on a page of cards */
  order?: 2 | 3;
}) {
  const read = useStatisticCard(name);
  return (
    <CardRead read={read} height={SPARK_HEIGHT + 40} data-testid={`statistic-card-${name}`}>
      {(card) => <StatisticCardBody name={name} card={card} order={order} />}
    </CardRead>
  );
}

function StatisticCardBody({
  name,
  card,
  order,
}: {
  name: StatisticCardName;
  card: StatisticCardData;
  order: 2 | 3;
}) {
  const { t } = useTranslation('analytics');
  const formats = useCardFormats();
  const theme = useChartTheme();
  const title = t(`statistics.${name}`, { defaultValue: card.title });
  const value = statisticValue(card, formats);
  const { change } = card.analyticsData;
  const color = change < 0 ? theme.tone.danger : theme.tone.success;
  const options = useMemo(
    () => ({
      chart: { sparkline: { enabled: true } },
      stroke: { curve: 'smooth' as const, width: 2 },
      fill: { type: 'gradient', gradient: { opacityFrom: 0.45, opacityTo: 0.05 } },
      tooltip: { enabled: false },
      colors: [color],
      xaxis: { categories: card.categories },
    }),
    [color, card.categories],
  );
  return (
    <Stack gap="xs">
      <Title order={order} size="h6" fw={500}>
        {title}
      </Title>
      <Group justify="space-between" align="flex-end" wrap="nowrap" gap="sm">
        <Stack gap={2} style={{ flex: 'none' }} aria-hidden>
          <Text fz={26} fw={700} lh={1.2} data-testid="statistic-value">
            {value}
          </Text>
          <ChangeText value={change} />
        </Stack>
        {/* the room the number leaves, measured before the chart draws: it never overflows the card */}
        <Box style={{ flex: '1 1 0', minWidth: 0, maxWidth: 140 }} aria-hidden>
          <ApexChart type="area" series={card.series} options={options} height={SPARK_HEIGHT} />
        </Box>
      </Group>
      <VisuallyHidden>
        {t('statistics.summary', { value, change: formats.change(change) })}
      </VisuallyHidden>
    </Stack>
  );
}
