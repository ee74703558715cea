import { ExamplePage } from '../../../components/example/example-page';
import Form from '../examples/component-popup/form';
import FullScreen from '../examples/component-popup/full-screen';
import Nested from '../examples/component-popup/nested';
import Sizes from '../examples/component-popup/sizes';

const sources = import.meta.glob('../examples/component-popup/*.tsx', {
  query: '?raw',
  import: 'default',
});

/**
 * /components/popup (a demonstration page, docs/decisions/0064): modal sizes, full screen, nested
 * modals, a form inside.
 */
export default function PopupScreen() {
  return (
    <ExamplePage
      page="component-popup"
      sources={sources}
      examples={[
        { id: 'sizes', Example: Sizes },
        { id: 'full-screen', Example: FullScreen },
        { id: 'nested', Example: Nested },
        { id: 'form', Example: Form },
      ]}
    />
  );
}
