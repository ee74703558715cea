import { Box } from '@mantine/core';
import { ExamplePage } from '../../../components/example/example-page';
import Phone from '../examples/form-input-group/phone';
import PrefixesSuffixes from '../examples/form-input-group/prefixes-suffixes';
import PriceCurrency from '../examples/form-input-group/price-currency';
import TrackingPaste from '../examples/form-input-group/tracking-paste';

const sources = import.meta.glob('../examples/form-input-group/*.tsx', {
  query: '?raw',
  import: 'default',
});

/**
 * /forms/form-input-group (a demonstration page, docs/decisions/0064): prefixes and suffixes, a
 * phone number with its country code, a price with its currency, a tracking number with "Paste" and
 * "Track" buttons.
 */
export default function InputGroupScreen() {
  return (
    <Box>
      <ExamplePage
        page="form-input-group"
        sources={sources}
        examples={[
          { id: 'prefixes-suffixes', Example: PrefixesSuffixes },
          { id: 'phone', Example: Phone },
          { id: 'price-currency', Example: PriceCurrency },
          { id: 'tracking-paste', Example: TrackingPaste },
        ]}
      />
    </Box>
  );
}
