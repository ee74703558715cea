import { ExamplePage } from '../../../components/example/example-page';
import Multiple from '../examples/component-collapse/multiple';
import Plain from '../examples/component-collapse/plain';
import Single from '../examples/component-collapse/single';

const sources = import.meta.glob('../examples/component-collapse/*.tsx', {
  query: '?raw',
  import: 'default',
});

/**
 * /components/collapse (a demonstration page, docs/decisions/0064): accordions with one or several
 * open, and a plain collapse.
 */
export default function CollapseScreen() {
  return (
    <ExamplePage
      page="component-collapse"
      sources={sources}
      examples={[
        { id: 'single', Example: Single },
        { id: 'multiple', Example: Multiple },
        { id: 'plain', Example: Plain },
      ]}
    />
  );
}
