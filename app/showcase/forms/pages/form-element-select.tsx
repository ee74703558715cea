import { Box } from '@mantine/core';
import { ExamplePage } from '../../../components/example/example-page';
import Async from '../examples/form-element-select/async';
import Creatable from '../examples/form-element-select/creatable';
import Grouped from '../examples/form-element-select/grouped';
import Multiple from '../examples/form-element-select/multiple';
import Searchable from '../examples/form-element-select/searchable';
import Single from '../examples/form-element-select/single';

const sources = import.meta.glob('../examples/form-element-select/*.tsx', {
  query: '?raw',
  import: 'default',
});

/**
 * /forms/form-elements/select (a demonstration page, docs/decisions/0064): single, multiple,
 * searchable, grouped, options from the API, and a value the list does not have yet.
 */
export default function SelectScreen() {
  return (
    <Box>
      <ExamplePage
        page="form-element-select"
        sources={sources}
        examples={[
          { id: 'single', Example: Single },
          { id: 'multiple', Example: Multiple },
          { id: 'searchable', Example: Searchable },
          { id: 'grouped', Example: Grouped },
          { id: 'async', Example: Async },
          { id: 'creatable', Example: Creatable },
        ]}
      />
    </Box>
  );
}
