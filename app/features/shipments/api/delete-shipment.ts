import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '../../../../api/modules/shipments/endpoints';
import { apiRequest } from '../../../lib/http/api-client';
import { SHIPMENTS_KEY } from './get-shipments';

/** DELETE /api/apps/shipments/{id} (admin): {ok: true}; unknown 404. */
export const deleteShipment = (id: number) => apiRequest(endpoints.deleteShipment, { id });

export function useDeleteShipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteShipment,
    onSuccess: (_reply, id) => {
      queryClient.removeQueries({ queryKey: [...SHIPMENTS_KEY, 'shipment', id] });
      return queryClient.invalidateQueries({ queryKey: [...SHIPMENTS_KEY, 'list'] });
    },
  });
}
