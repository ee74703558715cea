import { ExamplePage } from '../../../components/example/example-page';
import CopyButton from '../examples/extension-clipboard/copy-button';
import CopyText from '../examples/extension-clipboard/copy-text';
import TrackingNumber from '../examples/extension-clipboard/tracking-number';

const sources = import.meta.glob('../examples/extension-clipboard/*.tsx', {
  query: '?raw',
  import: 'default',
});

/**
 * /extensions/clipboard (a demonstration page, docs/decisions/0064): copying a text, tracking
 * numbers and an address.
 */
export default function ClipboardScreen() {
  return (
    <ExamplePage
      page="extension-clipboard"
      sources={sources}
      examples={[
        { id: 'tracking-number', Example: TrackingNumber },
        { id: 'copy-text', Example: CopyText },
        { id: 'copy-button', Example: CopyButton },
      ]}
    />
  );
}
