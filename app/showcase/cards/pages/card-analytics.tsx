import { Grid } from '@mantine/core';
import type { AnalyticsCardName } from '../../../../api/modules/demo/contract';
import { prefetchWhenSignedIn } from '../../../lib/session/prefetch';
import { analyticsCardQueryOptions } from '../api/get-analytics-card';
import { AnalyticsCard } from '../components/analytics/analytics-card';

/** Every card, in rows that fill the width of a large screen (12 columns): each with its span. */
const cards: [AnalyticsCardName, number][] = [
  ['session-by-device', 4],
  ['products-orders', 4],
  ['customers', 4],
  ['revenue-comparison', 8],
  ['goal-overview', 4],
  ['sales/radar', 4],
  ['support-tracker', 4],
  ['browser-analytics', 4],
  ['sales/bar', 8],
  ['todo/today', 4],
  ['sales/line', 8],
  ['funding', 4],
  ['client-retention', 12],
];

export function clientLoader() {
  prefetchWhenSignedIn(...cards.map(([name]) => analyticsCardQueryOptions(name)));
  return null;
}

/** /ui-elements/card/analytics: every card of GET /api/card/card-analytics/*, each with its chart. */
export default function CardAnalyticsScreen() {
  return (
    <Grid gap="lg" data-testid="card-analytics-screen">
      {cards.map(([name, span]) => (
        <Grid.Col key={name} span={{ base: 12, md: span === 4 ? 6 : 12, lg: span }}>
          <AnalyticsCard name={name} order={2} />
        </Grid.Col>
      ))}
    </Grid>
  );
}
