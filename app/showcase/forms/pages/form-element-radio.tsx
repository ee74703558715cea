import { Box } from '@mantine/core';
import { ExamplePage } from '../../../components/example/example-page';
import Cards from '../examples/form-element-radio/cards';
import Group from '../examples/form-element-radio/group';
import States from '../examples/form-element-radio/states';

const sources = import.meta.glob('../examples/form-element-radio/*.tsx', {
  query: '?raw',
  import: 'default',
});

/**
 * /forms/form-elements/radio (a demonstration page, docs/decisions/0064): a radio group, radio
 * cards, sizes and states.
 */
export default function RadioScreen() {
  return (
    <Box>
      <ExamplePage
        page="form-element-radio"
        sources={sources}
        examples={[
          { id: 'group', Example: Group },
          { id: 'cards', Example: Cards },
          { id: 'states', Example: States },
        ]}
      />
    </Box>
  );
}
