import { ExamplePage } from '../../../components/example/example-page';
import Alert from '../examples/component-dialogs/alert';
import Confirm from '../examples/component-dialogs/confirm';
import Prompt from '../examples/component-dialogs/prompt';

const sources = import.meta.glob('../examples/component-dialogs/*.tsx', {
  query: '?raw',
  import: 'default',
});

/**
 * /components/dialogs (a demonstration page, docs/decisions/0064): confirm, alert, and a prompt
 * with a validated input.
 */
export default function DialogsScreen() {
  return (
    <ExamplePage
      page="component-dialogs"
      sources={sources}
      examples={[
        { id: 'confirm', Example: Confirm },
        { id: 'alert', Example: Alert },
        { id: 'prompt', Example: Prompt },
      ]}
    />
  );
}
