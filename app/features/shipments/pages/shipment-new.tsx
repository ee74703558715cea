import { useNavigate } from 'react-router';
import { prefetchWhenSignedIn } from '../../../lib/session/prefetch';
import { operatorsQueryOptions } from '../api/get-operators';
import { useCreateShipment } from '../api/save-shipment';
import { ShipmentForm } from '../components/shipment-form';

export function clientLoader() {
  prefetchWhenSignedIn(operatorsQueryOptions());
  return null;
}

/**
 * /apps/shipments/new (the staff Shipments app, docs/decisions/0066): a new shipment; once booked,
 * its page opens.
 */
export default function ShipmentNewScreen() {
  const navigate = useNavigate();
  const create = useCreateShipment();
  return (
    <div data-testid="shipment-new-screen">
      <ShipmentForm
        busy={create.isPending}
        submitError={create.error}
        cancelTo="/apps/shipments"
        onSubmit={(input) =>
          create.mutate(input, {
            onSuccess: (shipment) => void navigate(`/apps/shipments/${shipment.id}`),
          })
        }
      />
    </div>
  );
}
