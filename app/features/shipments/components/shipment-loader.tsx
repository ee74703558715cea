import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { Shipment } from '../../../../api/modules/shipments/contract';
import { RecordLoader } from '../../../components/record-loader';
import { API_ERRORS_NS, apiErrorMessage } from '../../../lib/http/api-error-message';
import { useShipment } from '../api/get-shipment';
import { useShipmentsLive } from '../live';
import { shipmentIdOf } from '../shipment-id';

/** Loading, not found, a failed read, or the shipment: what both the view and the edit show. */
export function ShipmentLoader({ children }: { children: (shipment: Shipment) => ReactNode }) {
  const { t } = useTranslation(['shipments', API_ERRORS_NS]);
  const id = shipmentIdOf(useParams().shipmentId);
  const shipment = useShipment(id);
  useShipmentsLive();
  return (
    <RecordLoader
      invalidId={id === null}
      record={shipment}
      loadingLabel={t('list.loading')}
      notFound={{
        title: t('view.not-found'),
        hint: t('view.not-found-hint'),
        back: t('view.back'),
        backTo: '/apps/shipments',
        testId: 'shipment-not-found',
      }}
      errorMessage={(error) => apiErrorMessage(t, error)}
      errorTestId="shipment-error"
    >
      {children}
    </RecordLoader>
  );
}
