import { Box } from '@mantine/core';
import { ExamplePage } from '../../../components/example/example-page';
import Clearable from '../examples/form-element-input/clearable';
import Icons from '../examples/form-element-input/icons';
import Password from '../examples/form-element-input/password';
import Sizes from '../examples/form-element-input/sizes';
import States from '../examples/form-element-input/states';

const sources = import.meta.glob('../examples/form-element-input/*.tsx', {
  query: '?raw',
  import: 'default',
});

/**
 * /forms/form-elements/input (a demonstration page, docs/decisions/0064): sizes, icons, clearable,
 * password, states and errors.
 */
export default function InputScreen() {
  return (
    <Box>
      <ExamplePage
        page="form-element-input"
        sources={sources}
        examples={[
          { id: 'icons', Example: Icons },
          { id: 'clearable', Example: Clearable },
          { id: 'password', Example: Password },
          { id: 'states', Example: States },
          { id: 'sizes', Example: Sizes },
        ]}
      />
    </Box>
  );
}
