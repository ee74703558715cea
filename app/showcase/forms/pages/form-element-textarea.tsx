import { Box } from '@mantine/core';
import { ExamplePage } from '../../../components/example/example-page';
import Autosize from '../examples/form-element-textarea/autosize';
import Counter from '../examples/form-element-textarea/counter';
import States from '../examples/form-element-textarea/states';

const sources = import.meta.glob('../examples/form-element-textarea/*.tsx', {
  query: '?raw',
  import: 'default',
});

/**
 * /forms/form-elements/textarea (a demonstration page, docs/decisions/0064): autosize, a character
 * counter, states.
 */
export default function TextareaScreen() {
  return (
    <Box>
      <ExamplePage
        page="form-element-textarea"
        sources={sources}
        examples={[
          { id: 'autosize', Example: Autosize },
          { id: 'counter', Example: Counter },
          { id: 'states', Example: States },
        ]}
      />
    </Box>
  );
}
