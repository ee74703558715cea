import { ExamplePage } from '../../../components/example/example-page';
import Disabled from '../examples/component-button/disabled';
import Loading from '../examples/component-button/loading';
import Sizes from '../examples/component-button/sizes';
import Variants from '../examples/component-button/variants';
import WithIcons from '../examples/component-button/with-icons';

const sources = import.meta.glob('../examples/component-button/*.tsx', {
  query: '?raw',
  import: 'default',
});

/**
 * /components/button (a demonstration page, docs/decisions/0064): variants, icons, loading, sizes,
 * disabled.
 */
export default function ButtonScreen() {
  return (
    <ExamplePage
      page="component-button"
      sources={sources}
      examples={[
        { id: 'variants', Example: Variants },
        { id: 'with-icons', Example: WithIcons },
        { id: 'loading', Example: Loading },
        { id: 'sizes', Example: Sizes },
        { id: 'disabled', Example: Disabled },
      ]}
    />
  );
}
