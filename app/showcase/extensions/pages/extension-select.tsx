import { ExamplePage } from '../../../components/example/example-page';
import Async from '../examples/extension-select/async';
import SearchAndMulti from '../examples/extension-select/search-and-multi';
import Tags from '../examples/extension-select/tags';
import Virtualized from '../examples/extension-select/virtualized';

const sources = import.meta.glob('../examples/extension-select/*.tsx', {
  query: '?raw',
  import: 'default',
});

/**
 * /extensions/select (a demonstration page, docs/decisions/0064): search, multiple, tags, async and
 * 10,000 virtualized options.
 */
export default function SelectScreen() {
  return (
    <ExamplePage
      page="extension-select"
      sources={sources}
      examples={[
        { id: 'search-and-multi', Example: SearchAndMulti },
        { id: 'tags', Example: Tags },
        { id: 'async', Example: Async },
        { id: 'virtualized', Example: Virtualized },
      ]}
    />
  );
}
