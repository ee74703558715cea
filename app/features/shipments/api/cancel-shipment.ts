import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '../../../../api/modules/shipments/endpoints';
import { apiRequest } from '../../../lib/http/api-client';
import { storeShipment } from './save-shipment';

/** POST /api/apps/shipments/{id}/cancel: the shipment, canceled now (kept); twice 409. */
export const cancelShipment = (id: number) => apiRequest(endpoints.cancelShipment, { id });

export function useCancelShipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelShipment,
    onSuccess: (shipment) => storeShipment(queryClient, shipment),
  });
}
