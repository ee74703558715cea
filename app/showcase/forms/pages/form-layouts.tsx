import { Box } from '@mantine/core';
import { ExamplePage } from '../../../components/example/example-page';
import Horizontal from '../examples/form-layouts/horizontal';
import InCards from '../examples/form-layouts/in-cards';
import ShipmentBooking from '../examples/form-layouts/shipment-booking';
import TwoColumn from '../examples/form-layouts/two-column';
import Vertical from '../examples/form-layouts/vertical';
import WithIcons from '../examples/form-layouts/with-icons';

const sources = import.meta.glob('../examples/form-layouts/*.tsx', {
  query: '?raw',
  import: 'default',
});

/**
 * /forms/form-layouts (a demonstration page, docs/decisions/0064): vertical, horizontal, two
 * columns, with icons, in cards, and a shipment booking as the realistic example.
 */
export default function FormLayoutsScreen() {
  return (
    <Box>
      <ExamplePage
        page="form-layouts"
        sources={sources}
        examples={[
          { id: 'vertical', Example: Vertical },
          { id: 'horizontal', Example: Horizontal },
          { id: 'two-column', Example: TwoColumn },
          { id: 'with-icons', Example: WithIcons },
          { id: 'in-cards', Example: InCards },
          { id: 'shipment-booking', Example: ShipmentBooking },
        ]}
      />
    </Box>
  );
}
