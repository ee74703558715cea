import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  AnalyticsCardName,
  BrowserAnalytics,
  ChartCard,
  GaugeCard,
  ShareCard,
  TodoToday,
} from '../../../../../api/modules/demo/contract';
import { useAnalyticsCard } from '../../api/get-analytics-card';
import { CardRead } from '../dashboard/card-read';
import type { ChartLook } from './chart-card';

// The bodies load with the card's data, after the page's frame has painted: they are not in the
// dashboard's first load (docs/decisions/0063); the card shows its skeleton meanwhile.
const BrowserCardBody = lazy(() =>
  import('./browser-card').then((m) => ({ default: m.BrowserCardBody })),
);
const ChartCardBody = lazy(() =>
  import('./chart-card').then((m) => ({ default: m.ChartCardBody })),
);
const GaugeCardBody = lazy(() =>
  import('./gauge-card').then((m) => ({ default: m.GaugeCardBody })),
);
const ShareCardBody = lazy(() =>
  import('./share-card').then((m) => ({ default: m.ShareCardBody })),
);
const TodoCardBody = lazy(() => import('./todo-card').then((m) => ({ default: m.TodoCardBody })));

type Kind =
  | { kind: 'share' }
  | { kind: 'chart'; look: ChartLook }
  | { kind: 'gauge' }
  | { kind: 'todo' }
  | { kind: 'browser' };

/** How each card of GET /api/card/card-analytics/{name} is drawn (its shape is in the contract). */
const kinds: Record<AnalyticsCardName, Kind> = {
  'session-by-device': { kind: 'share' },
  'products-orders': { kind: 'share' },
  customers: { kind: 'share' },
  'sales/radar': { kind: 'chart', look: { type: 'radar', height: 280 } },
  'support-tracker': { kind: 'gauge' },
  'revenue-comparison': { kind: 'chart', look: { type: 'bar', height: 260, money: true } },
  'goal-overview': { kind: 'gauge' },
  'sales/bar': { kind: 'chart', look: { type: 'bar', height: 240 } },
  'todo/today': { kind: 'todo' },
  'sales/line': { kind: 'chart', look: { type: 'area', height: 260, money: true } },
  funding: { kind: 'chart', look: { type: 'bar', height: 240, money: true } },
  'browser-analytics': { kind: 'browser' },
  'client-retention': { kind: 'chart', look: { type: 'bar', height: 240, stacked: true } },
};

/** The content's height while the card loads, close to the drawn card's. */
const loadingHeight = (kind: Kind) =>
  kind.kind === 'chart' ? kind.look.height + 60 : kind.kind === 'gauge' ? 300 : 240;

/**
 * An analytics card by its name: the same card on the Dashboard and on /ui-elements/card/analytics.
 * Its title is translated by the name (the API's English title when a language lacks it).
 */
export function AnalyticsCard({
  name,
  order = 3,
}: {
  name: AnalyticsCardName;
  /** heading level of the title: 3 under a section's h2, 2 on a page of cards */
  order?: 2 | 3;
}) {
  const { t } = useTranslation('analytics');
  const read = useAnalyticsCard(name);
  const kind = kinds[name];
  const testId = `analytics-card-${name.replace('/', '-')}`;
  return (
    <CardRead read={read} height={loadingHeight(kind)} data-testid={testId}>
      {(data) => {
        const title = t(`cards.${name}`, { defaultValue: data.title });
        switch (kind.kind) {
          case 'share':
            return <ShareCardBody title={title} card={data as ShareCard} order={order} />;
          case 'chart':
            return (
              <ChartCardBody
                title={title}
                card={data as ChartCard}
                look={kind.look}
                order={order}
              />
            );
          case 'gauge':
            return (
              <GaugeCardBody
                title={title}
                card={data as GaugeCard}
                label={t(`gauge.${name}`)}
                order={order}
              />
            );
          case 'todo':
            return <TodoCardBody title={title} card={data as TodoToday} order={order} />;
          case 'browser':
            return <BrowserCardBody title={title} card={data as BrowserAnalytics} order={order} />;
        }
      }}
    </CardRead>
  );
}
