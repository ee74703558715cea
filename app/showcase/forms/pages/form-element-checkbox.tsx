import { Box } from '@mantine/core';
import { ExamplePage } from '../../../components/example/example-page';
import Basic from '../examples/form-element-checkbox/basic';
import Cards from '../examples/form-element-checkbox/cards';
import Group from '../examples/form-element-checkbox/group';
import Indeterminate from '../examples/form-element-checkbox/indeterminate';

const sources = import.meta.glob('../examples/form-element-checkbox/*.tsx', {
  query: '?raw',
  import: 'default',
});

/**
 * /forms/form-elements/checkbox (a demonstration page, docs/decisions/0064): states, indeterminate,
 * a group, checkbox cards.
 */
export default function CheckboxScreen() {
  return (
    <Box>
      <ExamplePage
        page="form-element-checkbox"
        sources={sources}
        examples={[
          { id: 'basic', Example: Basic },
          { id: 'indeterminate', Example: Indeterminate },
          { id: 'group', Example: Group },
          { id: 'cards', Example: Cards },
        ]}
      />
    </Box>
  );
}
