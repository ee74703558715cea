import { Grid } from '@mantine/core';
import { statisticCardNames } from '../../../../api/modules/demo/contract';
import { prefetchWhenSignedIn } from '../../../lib/session/prefetch';
import { statisticCardQueryOptions } from '../api/get-statistic-card';
import { StatisticCard } from '../components/statistics/statistic-card';

export function clientLoader() {
  prefetchWhenSignedIn(...statisticCardNames.map(statisticCardQueryOptions));
  return null;
}

/** /ui-elements/card/statistics: every card of GET /api/card/card-statistics/*, each with its sparkline. */
export default function CardStatisticsScreen() {
  return (
    <Grid gap="lg" data-testid="card-statistics-screen">
      {statisticCardNames.map((name) => (
        <Grid.Col key={name} span={{ base: 12, sm: 6, lg: 4, xl: 3 }}>
          <StatisticCard name={name} order={2} />
        </Grid.Col>
      ))}
    </Grid>
  );
}
