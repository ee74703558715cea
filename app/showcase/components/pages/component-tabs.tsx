import { ExamplePage } from '../../../components/example/example-page';
import Horizontal from '../examples/component-tabs/horizontal';
import Vertical from '../examples/component-tabs/vertical';
import WithIcons from '../examples/component-tabs/with-icons';

const sources = import.meta.glob('../examples/component-tabs/*.tsx', {
  query: '?raw',
  import: 'default',
});

/**
 * /components/tabs (a demonstration page, docs/decisions/0064): across, down the side, with icons;
 * arrow keys move between tabs.
 */
export default function TabsScreen() {
  return (
    <ExamplePage
      page="component-tabs"
      sources={sources}
      examples={[
        { id: 'horizontal', Example: Horizontal },
        { id: 'vertical', Example: Vertical },
        { id: 'with-icons', Example: WithIcons },
      ]}
    />
  );
}
