import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  type Shipment,
  type ShipmentInput,
  type UpdateShipmentBody,
} from '../../../../api/modules/shipments/contract';
import * as endpoints from '../../../../api/modules/shipments/endpoints';
import { apiRequest } from '../../../lib/http/api-client';
import { SHIPMENTS_KEY } from './get-shipments';

/** The changed shipment replaces the cached one at once; every list is asked for again. */
export function storeShipment(queryClient: QueryClient, shipment: Shipment) {
  queryClient.setQueryData([...SHIPMENTS_KEY, 'shipment', shipment.id], shipment);
  return queryClient.invalidateQueries({ queryKey: [...SHIPMENTS_KEY, 'list'] });
}

/** POST /api/apps/shipments {shipment}: 201 the new shipment, booked now, with its number. */
export const createShipment = (shipment: ShipmentInput) =>
  apiRequest(endpoints.createShipment, {}, { shipment });

export function useCreateShipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createShipment,
    onSuccess: (shipment) => storeShipment(queryClient, shipment),
  });
}

export interface ShipmentUpdate {
  id: number;
  changes: UpdateShipmentBody['shipment'];
}

/** PATCH /api/apps/shipments/{id} {shipment}: merges the given fields (409 when canceled). */
export const updateShipment = ({ id, changes }: ShipmentUpdate) =>
  apiRequest(endpoints.updateShipment, { id }, { shipment: changes });

export function useUpdateShipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateShipment,
    onSuccess: (shipment) => storeShipment(queryClient, shipment),
  });
}
