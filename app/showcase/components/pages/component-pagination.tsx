import { ExamplePage } from '../../../components/example/example-page';
import Controlled from '../examples/component-pagination/controlled';
import Sizes from '../examples/component-pagination/sizes';
import WithEdges from '../examples/component-pagination/with-edges';

const sources = import.meta.glob('../examples/component-pagination/*.tsx', {
  query: '?raw',
  import: 'default',
});

/**
 * /components/pagination (a demonstration page, docs/decisions/0064): sizes, first and last, a
 * controlled page of a table.
 */
export default function PaginationScreen() {
  return (
    <ExamplePage
      page="component-pagination"
      sources={sources}
      examples={[
        { id: 'sizes', Example: Sizes },
        { id: 'with-edges', Example: WithEdges },
        { id: 'controlled', Example: Controlled },
      ]}
    />
  );
}
