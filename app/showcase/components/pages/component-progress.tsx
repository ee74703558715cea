import { ExamplePage } from '../../../components/example/example-page';
import Animated from '../examples/component-progress/animated';
import Indeterminate from '../examples/component-progress/indeterminate';
import Ring from '../examples/component-progress/ring';
import Sections from '../examples/component-progress/sections';

const sources = import.meta.glob('../examples/component-progress/*.tsx', {
  query: '?raw',
  import: 'default',
});

/**
 * /components/progress (a demonstration page, docs/decisions/0064): sections, rings, an
 * indeterminate bar, an animated bar.
 */
export default function ProgressScreen() {
  return (
    <ExamplePage
      page="component-progress"
      sources={sources}
      examples={[
        { id: 'sections', Example: Sections },
        { id: 'ring', Example: Ring },
        { id: 'indeterminate', Example: Indeterminate },
        { id: 'animated', Example: Animated },
      ]}
    />
  );
}
