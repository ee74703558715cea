import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Shipment } from '../../../../api/modules/shipments/contract';
import { formatTrackingNumber } from '../../../../api/modules/shipments/contract-tracking-number';
import { notify } from '../../../lib/ui/notify';
import { prefetchWhenSignedIn } from '../../../lib/session/prefetch';
import { operatorsQueryOptions } from '../api/get-operators';
import { shipmentQueryOptions } from '../api/get-shipment';
import { useUpdateShipment } from '../api/save-shipment';
import { ShipmentForm } from '../components/shipment-form';
import { ShipmentLoader } from '../components/shipment-loader';
import { shipmentIdOf } from '../shipment-id';
import { CanceledNotice } from '../components/canceled-notice';

export function clientLoader({ params }: { params: { shipmentId?: string } }) {
  const id = shipmentIdOf(params.shipmentId);
  if (id !== null) prefetchWhenSignedIn(shipmentQueryOptions(id), operatorsQueryOptions());
  return null;
}

function EditForm({ shipment }: { shipment: Shipment }) {
  const { t } = useTranslation('shipments');
  const navigate = useNavigate();
  const update = useUpdateShipment();
  const back = `/apps/shipments/${shipment.id}`;
  if (shipment.canceledAt !== null) return <CanceledNotice shipment={shipment} />;
  return (
    <ShipmentForm
      shipment={shipment}
      busy={update.isPending}
      submitError={update.error}
      cancelTo={back}
      onSubmit={(changes) =>
        update.mutate(
          { id: shipment.id, changes },
          {
            onSuccess: () => {
              notify(
                'success',
                t('form.saved', { number: formatTrackingNumber(shipment.trackingNumber) }),
              );
              void navigate(back);
            },
          },
        )
      }
    />
  );
}

/**
 * /apps/shipments/:shipmentId/edit (the staff Shipments app, docs/decisions/0066): the same form,
 * filled; a canceled one no longer changes.
 */
export default function ShipmentEditScreen() {
  return (
    <div data-testid="shipment-edit-screen">
      <ShipmentLoader>{(shipment) => <EditForm shipment={shipment} />}</ShipmentLoader>
    </div>
  );
}
