import { ExamplePage } from '../../../components/example/example-page';
import Settings from '../examples/component-navbar/settings';
import Variants from '../examples/component-navbar/variants';

const sources = import.meta.glob('../examples/component-navbar/*.tsx', {
  query: '?raw',
  import: 'default',
});

/**
 * /components/navbar (a demonstration page, docs/decisions/0064): the navbar's variants, and the
 * dashboard's own setting.
 */
export default function NavbarScreen() {
  return (
    <ExamplePage
      page="component-navbar"
      sources={sources}
      columns={1}
      examples={[
        { id: 'variants', Example: Variants },
        { id: 'settings', Example: Settings },
      ]}
    />
  );
}
