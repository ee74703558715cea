import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { Shipment } from '../../../../api/modules/shipments/contract';
import { ApiRequestError } from '../../../lib/http/api-client';
import { API_ERRORS_NS, apiErrorMessage } from '../../../lib/http/api-error-message';
import { useShipment } from '../api/get-shipment';
import { useShipmentsLive } from '../live';
import { shipmentIdOf } from '../shipment-id';

/** Unknown id, or one that cannot exist: said plainly, with the way back to the list. */
function ShipmentNotFound() {
  const { t } = useTranslation('shipments');
  return (
    <Card withBorder radius="md" padding="xl" data-testid="shipment-not-found">
      <Stack align="center" gap="sm">
        <Title order={2} size="h4">
          {t('view.not-found')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('view.not-found-hint')}
        </Text>
        <Button component={Link} to="/apps/shipments" variant="light">
          {t('view.back')}
        </Button>
      </Stack>
    </Card>
  );
}

/** Loading, not found, a failed read, or the shipment: what both the view and the edit show. */
export function ShipmentLoader({ children }: { children: (shipment: Shipment) => ReactNode }) {
  const { t } = useTranslation(['shipments', API_ERRORS_NS]);
  const id = shipmentIdOf(useParams().shipmentId);
  const shipment = useShipment(id);
  useShipmentsLive();
  if (id === null) return <ShipmentNotFound />;
  if (shipment.isPending) {
    return (
      <Group justify="center" p="xl">
        <Loader aria-label={t('list.loading')} />
      </Group>
    );
  }
  if (shipment.isError) {
    if (shipment.error instanceof ApiRequestError && shipment.error.status === 404) {
      return <ShipmentNotFound />;
    }
    return (
      <Alert color="red" role="alert" data-testid="shipment-error">
        {apiErrorMessage(t, shipment.error)}
      </Alert>
    );
  }
  return children(shipment.data);
}
