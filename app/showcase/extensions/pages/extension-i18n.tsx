import { ExamplePage } from '../../../components/example/example-page';
import Formats from '../examples/extension-i18n/formats';
import Languages from '../examples/extension-i18n/languages';

const sources = import.meta.glob('../examples/extension-i18n/*.tsx', {
  query: '?raw',
  import: 'default',
});

/**
 * /extensions/i18n (a demonstration page, docs/decisions/0064): the six languages, and a text,
 * number, date and amount in each.
 */
export default function I18nScreen() {
  return (
    <ExamplePage
      page="extension-i18n"
      sources={sources}
      examples={[
        { id: 'languages', Example: Languages },
        { id: 'formats', Example: Formats },
      ]}
    />
  );
}
