import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddShipmentEventBody } from '../../../../api/modules/shipments/contract';
import * as endpoints from '../../../../api/modules/shipments/endpoints';
import { apiRequest } from '../../../lib/http/api-client';
import { storeShipment } from './save-shipment';

export interface NewShipmentEvent {
  id: number;
  event: AddShipmentEventBody['event'];
}

/**
 * POST /api/apps/shipments/{id}/events {event}: 201 the shipment, whose status is now its latest
 * event's; before the booking or more than an hour ahead 422 on event.at.
 */
export const addShipmentEvent = ({ id, event }: NewShipmentEvent) =>
  apiRequest(endpoints.addShipmentEvent, { id }, { event });

export function useAddShipmentEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addShipmentEvent,
    onSuccess: (shipment) => storeShipment(queryClient, shipment),
  });
}
