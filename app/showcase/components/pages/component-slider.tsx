import { ExamplePage } from '../../../components/example/example-page';
import Marks from '../examples/component-slider/marks';
import Range from '../examples/component-slider/range';
import Single from '../examples/component-slider/single';
import Steps from '../examples/component-slider/steps';
import Vertical from '../examples/component-slider/vertical';

const sources = import.meta.glob('../examples/component-slider/*.tsx', {
  query: '?raw',
  import: 'default',
});

/**
 * /components/slider (a demonstration page, docs/decisions/0064): one value, a range, marks, steps,
 * upright sliders.
 */
export default function SliderScreen() {
  return (
    <ExamplePage
      page="component-slider"
      sources={sources}
      examples={[
        { id: 'single', Example: Single },
        { id: 'range', Example: Range },
        { id: 'marks', Example: Marks },
        { id: 'steps', Example: Steps },
        { id: 'vertical', Example: Vertical },
      ]}
    />
  );
}
