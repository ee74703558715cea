import { ExamplePage } from '../../../components/example/example-page';
import Closable from '../examples/component-chip/closable';
import Multiple from '../examples/component-chip/multiple';
import Single from '../examples/component-chip/single';

const sources = import.meta.glob('../examples/component-chip/*.tsx', {
  query: '?raw',
  import: 'default',
});

/**
 * /components/chip (a demonstration page, docs/decisions/0064): single choice, multiple choice,
 * closable chips.
 */
export default function ChipScreen() {
  return (
    <ExamplePage
      page="component-chip"
      sources={sources}
      examples={[
        { id: 'single', Example: Single },
        { id: 'multiple', Example: Multiple },
        { id: 'closable', Example: Closable },
      ]}
    />
  );
}
