import { ExamplePage } from '../../../components/example/example-page';
import { LocalizedDates } from '../dates';
import Limits from '../examples/extension-datepicker/limits';
import Multiple from '../examples/extension-datepicker/multiple';
import Range from '../examples/extension-datepicker/range';
import Single from '../examples/extension-datepicker/single';

const sources = import.meta.glob('../examples/extension-datepicker/*.tsx', {
  query: '?raw',
  import: 'default',
});

/**
 * /extensions/datepicker (a demonstration page, docs/decisions/0064): single, range, multiple,
 * limits and days that cannot be chosen; calendars in the reader's language (LocalizedDates).
 */
export default function DatepickerScreen() {
  return (
    <LocalizedDates>
      <ExamplePage
        page="extension-datepicker"
        sources={sources}
        examples={[
          { id: 'single', Example: Single },
          { id: 'range', Example: Range },
          { id: 'multiple', Example: Multiple },
          { id: 'limits', Example: Limits },
        ]}
      />
    </LocalizedDates>
  );
}
