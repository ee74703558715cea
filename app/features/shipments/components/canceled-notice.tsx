import { Alert, Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Shipment } from '../../../../api/modules/shipments/contract';
import { useShipmentFormat } from '../format';

/** A canceled shipment takes no more changes: said where a change would be offered. */
export function CanceledNotice({ shipment, link = true }: { shipment: Shipment; link?: boolean }) {
  const { t } = useTranslation('shipments');
  const format = useShipmentFormat();
  return (
    <Alert color="gray" title={t('view.canceled-title')} data-testid="canceled-banner">
      {t('view.canceled', { date: format.dateTime(shipment.canceledAt ?? shipment.updatedAt) })}{' '}
      {link && (
        <Anchor component={Link} to={`/apps/shipments/${shipment.id}`} size="sm">
          {t('view.back-to-shipment')}
        </Anchor>
      )}
    </Alert>
  );
}
