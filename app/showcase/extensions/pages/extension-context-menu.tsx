import { ExamplePage } from '../../../components/example/example-page';
import ShipmentList from '../examples/extension-context-menu/shipment-list';

const sources = import.meta.glob('../examples/extension-context-menu/*.tsx', {
  query: '?raw',
  import: 'default',
});

/**
 * /extensions/context-menu (a demonstration page, docs/decisions/0064): a shipment's actions by
 * right click or by keyboard.
 */
export default function ContextMenuScreen() {
  return (
    <ExamplePage
      page="extension-context-menu"
      sources={sources}
      columns={1}
      examples={[{ id: 'shipment-list', Example: ShipmentList }]}
    />
  );
}
