import { ExamplePage } from '../../../components/example/example-page';
import Formats from '../examples/extension-i18n/formats';
import Languages from '../examples/extension-i18n/languages';

const sources = import.meta.glob('../examples/extension-i18n/*.tsx', {
  query: '?raw',
  import: 'default',
});

/** /extensions/i18n (issue 18): the six languages, and a text, number, date and amount in each. */
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
