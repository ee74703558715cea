import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shipmentSchema } from '../../../../api/contract/shipments';
import { apiRequest } from '../../../lib/api-client';
import { storeShipment } from './save-shipment';

/** POST /api/apps/shipments/{id}/cancel: the shipment, canceled now (kept); twice 409. */
export const cancelShipment = (id: number) =>
  apiRequest('POST', `/api/apps/shipments/${id}/cancel`, shipmentSchema);

export function useCancelShipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelShipment,
    onSuccess: (shipment) => storeShipment(queryClient, shipment),
  });
}
