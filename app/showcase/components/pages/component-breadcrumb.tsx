import { ExamplePage } from '../../../components/example/example-page';
import ActiveRule from '../examples/component-breadcrumb/active-rule';
import Separators from '../examples/component-breadcrumb/separators';
import WithIcons from '../examples/component-breadcrumb/with-icons';

const sources = import.meta.glob('../examples/component-breadcrumb/*.tsx', {
  query: '?raw',
  import: 'default',
});

/**
 * /components/breadcrumb (a demonstration page, docs/decisions/0064): separators, icons, and the
 * product's active-entry rule.
 */
export default function BreadcrumbScreen() {
  return (
    <ExamplePage
      page="component-breadcrumb"
      sources={sources}
      examples={[
        { id: 'active-rule', Example: ActiveRule },
        { id: 'separators', Example: Separators },
        { id: 'with-icons', Example: WithIcons },
      ]}
    />
  );
}
