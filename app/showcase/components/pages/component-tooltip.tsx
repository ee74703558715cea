import { ExamplePage } from '../../../components/example/example-page';
import Arrow from '../examples/component-tooltip/arrow';
import Delay from '../examples/component-tooltip/delay';
import EdgeGuard from '../examples/component-tooltip/edge-guard';
import Positions from '../examples/component-tooltip/positions';

const sources = import.meta.glob('../examples/component-tooltip/*.tsx', {
  query: '?raw',
  import: 'default',
});

/**
 * /components/tooltip (a demonstration page, docs/decisions/0064): positions, arrows, delays, and
 * the offset and edge guard of docs/product.md section 9.
 */
export default function TooltipScreen() {
  return (
    <ExamplePage
      page="component-tooltip"
      sources={sources}
      examples={[
        { id: 'positions', Example: Positions },
        { id: 'arrow', Example: Arrow },
        { id: 'delay', Example: Delay },
        { id: 'edge-guard', Example: EdgeGuard },
      ]}
    />
  );
}
