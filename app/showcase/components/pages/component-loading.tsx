import { ExamplePage } from '../../../components/example/example-page';
import FullPage from '../examples/component-loading/full-page';
import Overlay from '../examples/component-loading/overlay';
import Skeletons from '../examples/component-loading/skeletons';
import Spinners from '../examples/component-loading/spinners';

const sources = import.meta.glob('../examples/component-loading/*.tsx', {
  query: '?raw',
  import: 'default',
});

/**
 * /components/loading (a demonstration page, docs/decisions/0064): spinners, skeletons, an overlay
 * on a card, a full-page loader.
 */
export default function LoadingScreen() {
  return (
    <ExamplePage
      page="component-loading"
      sources={sources}
      examples={[
        { id: 'spinners', Example: Spinners },
        { id: 'skeletons', Example: Skeletons },
        { id: 'overlay', Example: Overlay },
        { id: 'full-page', Example: FullPage },
      ]}
    />
  );
}
