import { ExamplePage } from '../../../components/example/example-page';
import Async from '../examples/extension-autocomplete/async';
import PortsAndCities from '../examples/extension-autocomplete/ports-and-cities';

const sources = import.meta.glob('../examples/extension-autocomplete/*.tsx', {
  query: '?raw',
  import: 'default',
});

/**
 * /extensions/autocomplete (a demonstration page, docs/decisions/0064): ports and cities with
 * highlighted matches, and async.
 */
export default function AutocompleteScreen() {
  return (
    <ExamplePage
      page="extension-autocomplete"
      sources={sources}
      examples={[
        { id: 'ports-and-cities', Example: PortsAndCities },
        { id: 'async', Example: Async },
      ]}
    />
  );
}
