import { ExamplePage } from '../../../components/example/example-page';
import Colors from '../examples/component-notifications/colors';
import Durations from '../examples/component-notifications/durations';
import Positions from '../examples/component-notifications/positions';
import WithActions from '../examples/component-notifications/with-actions';

const sources = import.meta.glob('../examples/component-notifications/*.tsx', {
  query: '?raw',
  import: 'default',
});

/**
 * /components/notifications (a demonstration page, docs/decisions/0064): colours, positions,
 * actions, the product's durations.
 */
export default function NotificationsScreen() {
  return (
    <ExamplePage
      page="component-notifications"
      sources={sources}
      examples={[
        { id: 'colors', Example: Colors },
        { id: 'positions', Example: Positions },
        { id: 'with-actions', Example: WithActions },
        { id: 'durations', Example: Durations },
      ]}
    />
  );
}
