import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okReply } from '../../../../api/contract/account';
import { apiRequest } from '../../../lib/api-client';
import { SHIPMENTS_KEY } from './get-shipments';

/** DELETE /api/apps/shipments/{id} (admin): {ok: true}; unknown 404. */
export const deleteShipment = (id: number) =>
  apiRequest('DELETE', `/api/apps/shipments/${id}`, okReply);

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
