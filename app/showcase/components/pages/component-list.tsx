import { ExamplePage } from '../../../components/example/example-page';
import Ordered from '../examples/component-list/ordered';
import Selectable from '../examples/component-list/selectable';
import Unordered from '../examples/component-list/unordered';
import WithIcons from '../examples/component-list/with-icons';

const sources = import.meta.glob('../examples/component-list/*.tsx', {
  query: '?raw',
  import: 'default',
});

/**
 * /components/list (a demonstration page, docs/decisions/0064): ordered, unordered, with icons, and
 * a list to choose from.
 */
export default function ListScreen() {
  return (
    <ExamplePage
      page="component-list"
      sources={sources}
      examples={[
        { id: 'ordered', Example: Ordered },
        { id: 'unordered', Example: Unordered },
        { id: 'with-icons', Example: WithIcons },
        { id: 'selectable', Example: Selectable },
      ]}
    />
  );
}
