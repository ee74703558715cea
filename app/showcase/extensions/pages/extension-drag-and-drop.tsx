import { ExamplePage } from '../../../components/example/example-page';
import RouteStops from '../examples/extension-drag-and-drop/route-stops';
import ShipmentBoard from '../examples/extension-drag-and-drop/shipment-board';

const sources = import.meta.glob('../examples/extension-drag-and-drop/*.tsx', {
  query: '?raw',
  import: 'default',
});

/**
 * /extensions/drag-and-drop (a demonstration page, docs/decisions/0064): a sortable list of a
 * route's stops and a shipment board, with dnd-kit (imported by this page only). Mouse, touch and
 * keyboard, with translated announcements for screen readers.
 */
export default function DragAndDropScreen() {
  return (
    <ExamplePage
      page="extension-drag-and-drop"
      sources={sources}
      columns={1}
      examples={[
        { id: 'route-stops', Example: RouteStops },
        { id: 'shipment-board', Example: ShipmentBoard },
      ]}
    />
  );
}
