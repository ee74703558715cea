import { ExamplePage } from '../../../components/example/example-page';
import Drawers from '../examples/component-sidebar/drawers';
import Rail from '../examples/component-sidebar/rail';

const sources = import.meta.glob('../examples/component-sidebar/*.tsx', {
  query: '?raw',
  import: 'default',
});

/**
 * /components/sidebar (a demonstration page, docs/decisions/0064): a drawer from each side, a
 * sidebar folded into a rail.
 */
export default function SidebarScreen() {
  return (
    <ExamplePage
      page="component-sidebar"
      sources={sources}
      examples={[
        { id: 'drawers', Example: Drawers },
        { id: 'rail', Example: Rail },
      ]}
    />
  );
}
