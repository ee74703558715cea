import { Box } from '@mantine/core';
import { ExamplePage } from '../../../components/example/example-page';
import Currency from '../examples/form-element-number-input/currency';
import Bounds from '../examples/form-element-number-input/bounds';
import Precision from '../examples/form-element-number-input/precision';

const sources = import.meta.glob('../examples/form-element-number-input/*.tsx', {
  query: '?raw',
  import: 'default',
});

/**
 * /forms/form-elements/number-input (a demonstration page, docs/decisions/0064): bounds and steps,
 * decimals, Thai baht.
 */
export default function NumberInputScreen() {
  return (
    <Box>
      <ExamplePage
        page="form-element-number-input"
        sources={sources}
        examples={[
          { id: 'bounds', Example: Bounds },
          { id: 'precision', Example: Precision },
          { id: 'currency', Example: Currency },
        ]}
      />
    </Box>
  );
}
