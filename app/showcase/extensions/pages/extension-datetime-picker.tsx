import { ExamplePage } from '../../../components/example/example-page';
import { LocalizedDates } from '../dates';
import CutOff from '../examples/extension-datetime-picker/cut-off';
import Formatted from '../examples/extension-datetime-picker/formatted';
import Limits from '../examples/extension-datetime-picker/limits';
import PickupWindow from '../examples/extension-datetime-picker/pickup-window';
import TwelveHour from '../examples/extension-datetime-picker/twelve-hour';
import TwentyFourHour from '../examples/extension-datetime-picker/twenty-four-hour';

const sources = import.meta.glob('../examples/extension-datetime-picker/*.tsx', {
  query: '?raw',
  import: 'default',
});

/**
 * /extensions/datetime-picker, a demonstration page (docs/decisions/0064): a date with a time on
 * the 24-hour and the 12-hour clock (AM and PM, docs/product.md section 9), a window, a time alone,
 * limits and disabled days, a value written with Intl; calendars and AM/PM in the reader's
 * language (LocalizedDates).
 */
export default function DatetimePickerScreen() {
  return (
    <LocalizedDates>
      <ExamplePage
        page="extension-datetime-picker"
        sources={sources}
        examples={[
          { id: 'twenty-four-hour', Example: TwentyFourHour },
          { id: 'twelve-hour', Example: TwelveHour },
          { id: 'pickup-window', Example: PickupWindow },
          { id: 'cut-off', Example: CutOff },
          { id: 'limits', Example: Limits },
          { id: 'formatted', Example: Formatted },
        ]}
      />
    </LocalizedDates>
  );
}
