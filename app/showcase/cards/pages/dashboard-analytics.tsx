import { Grid, Stack, Title, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnalyticsCardName, StatisticCardName } from '../../../../api/modules/demo/contract';
import { prefetchWhenSignedIn } from '../../../lib/session/prefetch';
import { analyticsCardQueryOptions } from '../api/get-analytics-card';
import { checkpointRewardQueryOptions } from '../api/get-checkpoint-reward';
import { dispatchedOrdersQueryOptions } from '../api/get-dispatched-orders';
import { statisticCardQueryOptions } from '../api/get-statistic-card';
import { AnalyticsCard } from '../components/analytics/analytics-card';
import { CheckpointRewardCard } from '../components/dashboard/checkpoint-reward-card';
import { DispatchedOrdersCard } from '../components/dashboard/dispatched-orders-card';
import { StatisticCard } from '../components/statistics/statistic-card';

/** The freight desk's key figures beside the greeting. */
const statistics: StatisticCardName[] = ['orders', 'revenue', 'active-users', 'subscribers'];

/** The analytics cards of the dashboard, in order, with their column spans. */
const analytics: { name: AnalyticsCardName; span: { base: number; md?: number; lg: number } }[] = [
  { name: 'revenue-comparison', span: { base: 12, lg: 8 } },
  { name: 'goal-overview', span: { base: 12, md: 6, lg: 4 } },
  { name: 'support-tracker', span: { base: 12, md: 6, lg: 4 } },
  { name: 'client-retention', span: { base: 12, lg: 8 } },
  { name: 'sales/line', span: { base: 12, lg: 8 } },
  { name: 'browser-analytics', span: { base: 12, md: 6, lg: 4 } },
  { name: 'todo/today', span: { base: 12, md: 6, lg: 4 } },
  { name: 'products-orders', span: { base: 12, md: 6, lg: 4 } },
  { name: 'sales/bar', span: { base: 12, md: 12, lg: 4 } },
];

/** Every read of the dashboard is asked for while its code loads (only for a signed-in person). */
export function clientLoader() {
  prefetchWhenSignedIn(
    checkpointRewardQueryOptions(),
    ...statistics.map(statisticCardQueryOptions),
    ...analytics.map(({ name }) => analyticsCardQueryOptions(name)),
    dispatchedOrdersQueryOptions(),
  );
  return null;
}

/**
 * /dashboard/analytics (docs/product.md section 3): the staff landing page of the freight desk:
 * the reader's greeting and progress, key figures with sparklines, the analytics cards and the
 * dispatched orders. Each card loads its own data and shows a skeleton until it is there; the
 * chart library loads after the page's frame has painted.
 */
export default function DashboardAnalyticsScreen() {
  const { t } = useTranslation('analytics');
  return (
    <Stack gap="lg" data-testid="dashboard-analytics-screen">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <CheckpointRewardCard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <section aria-labelledby="dashboard-figures">
            <SectionTitle id="dashboard-figures">{t('dashboard.figures')}</SectionTitle>
            <Grid gap="lg">
              {statistics.map((name) => (
                <Grid.Col key={name} span={{ base: 12, sm: 6 }}>
                  <StatisticCard name={name} />
                </Grid.Col>
              ))}
            </Grid>
          </section>
        </Grid.Col>
      </Grid>
      <section aria-labelledby="dashboard-analytics">
        <SectionTitle id="dashboard-analytics">{t('dashboard.analytics')}</SectionTitle>
        <Grid gap="lg">
          {analytics.map(({ name, span }) => (
            <Grid.Col key={name} span={span}>
              <AnalyticsCard name={name} />
            </Grid.Col>
          ))}
        </Grid>
      </section>
      <DispatchedOrdersCard />
    </Stack>
  );
}

/** A section's h2 for screen readers: the cards under it carry their own visible titles. */
function SectionTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <VisuallyHidden>
      <Title order={2} id={id}>
        {children}
      </Title>
    </VisuallyHidden>
  );
}
