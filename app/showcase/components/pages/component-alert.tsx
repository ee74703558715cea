import { ExamplePage } from '../../../components/example/example-page';
import Closable from '../examples/component-alert/closable';
import Colors from '../examples/component-alert/colors';
import WithIcons from '../examples/component-alert/with-icons';
import WithTitle from '../examples/component-alert/with-title';

const sources = import.meta.glob('../examples/component-alert/*.tsx', {
  query: '?raw',
  import: 'default',
});

/**
 * /components/alert (a demonstration page, docs/decisions/0064): the alert's colours, icons, titles
 * and closing.
 */
export default function AlertScreen() {
  return (
    <ExamplePage
      page="component-alert"
      sources={sources}
      examples={[
        { id: 'colors', Example: Colors },
        { id: 'with-icons', Example: WithIcons },
        { id: 'with-title', Example: WithTitle },
        { id: 'closable', Example: Closable },
      ]}
    />
  );
}
