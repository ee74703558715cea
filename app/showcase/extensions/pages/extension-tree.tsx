import { ExamplePage } from '../../../components/example/example-page';
import Customs from '../examples/extension-tree/customs';
import Large from '../examples/extension-tree/large';
import Warehouse from '../examples/extension-tree/warehouse';

const sources = import.meta.glob('../examples/extension-tree/*.tsx', {
  query: '?raw',
  import: 'default',
});

/**
 * /extensions/tree (a demonstration page, docs/decisions/0064): a warehouse's locations with expand
 * and collapse all, a customs checklist with the partial state of its groups, and 5,550 nodes of
 * ports, terminals and berths in a windowed tree with a search. One tree (tree/tree-view.tsx) after
 * the WAI-ARIA pattern.
 */
export default function TreeScreen() {
  return (
    <ExamplePage
      page="extension-tree"
      sources={sources}
      examples={[
        { id: 'warehouse', Example: Warehouse },
        { id: 'customs', Example: Customs },
        { id: 'large', Example: Large },
      ]}
    />
  );
}
