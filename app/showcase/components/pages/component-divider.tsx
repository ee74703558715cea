import { ExamplePage } from '../../../components/example/example-page';
import Orientations from '../examples/component-divider/orientations';
import Variants from '../examples/component-divider/variants';
import WithLabel from '../examples/component-divider/with-label';

const sources = import.meta.glob('../examples/component-divider/*.tsx', {
  query: '?raw',
  import: 'default',
});

/**
 * /components/divider (a demonstration page, docs/decisions/0064): lines with labels, horizontal
 * and vertical, variants.
 */
export default function DividerScreen() {
  return (
    <ExamplePage
      page="component-divider"
      sources={sources}
      examples={[
        { id: 'with-label', Example: WithLabel },
        { id: 'orientations', Example: Orientations },
        { id: 'variants', Example: Variants },
      ]}
    />
  );
}
