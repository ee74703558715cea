import { ExamplePage } from '../../../components/example/example-page';
import Checked from '../examples/component-dropdown/checked';
import Keyboard from '../examples/component-dropdown/keyboard';
import Sections from '../examples/component-dropdown/sections';

const sources = import.meta.glob('../examples/component-dropdown/*.tsx', {
  query: '?raw',
  import: 'default',
});

/**
 * /components/dropdown (a demonstration page, docs/decisions/0064): a menu with sections, icons,
 * disabled items and the keyboard.
 */
export default function DropdownScreen() {
  return (
    <ExamplePage
      page="component-dropdown"
      sources={sources}
      examples={[
        { id: 'sections', Example: Sections },
        { id: 'keyboard', Example: Keyboard },
        { id: 'checked', Example: Checked },
      ]}
    />
  );
}
