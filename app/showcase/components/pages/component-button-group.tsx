import { ExamplePage } from '../../../components/example/example-page';
import Horizontal from '../examples/component-button-group/horizontal';
import Vertical from '../examples/component-button-group/vertical';
import WithSection from '../examples/component-button-group/with-section';

const sources = import.meta.glob('../examples/component-button-group/*.tsx', {
  query: '?raw',
  import: 'default',
});

/**
 * /components/button-group (a demonstration page, docs/decisions/0064): joined buttons, across and
 * stacked, with a count.
 */
export default function ButtonGroupScreen() {
  return (
    <ExamplePage
      page="component-button-group"
      sources={sources}
      examples={[
        { id: 'horizontal', Example: Horizontal },
        { id: 'vertical', Example: Vertical },
        { id: 'with-section', Example: WithSection },
      ]}
    />
  );
}
