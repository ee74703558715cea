import { Box } from '@mantine/core';
import { ExamplePage } from '../../../components/example/example-page';
import Account from '../examples/form-validation/account';

const sources = import.meta.glob('../examples/form-validation/*.tsx', {
  query: '?raw',
  import: 'default',
});

/**
 * /forms/form-validation (a demonstration page, docs/decisions/0064): every common rule on a zod
 * schema, messages on blur and on submit, a summary for screen readers, and the API's "is this
 * username free".
 */
export default function ValidationScreen() {
  return (
    <Box>
      <ExamplePage
        page="form-validation"
        sources={sources}
        columns={1}
        examples={[{ id: 'account', Example: Account }]}
      />
    </Box>
  );
}
