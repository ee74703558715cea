import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '../../../../api/modules/data-list/endpoints';
import { apiRequest } from '../../../lib/http/api-client';
import { dataListKeys } from './keys';

/** DELETE /api/data-list/products/{id}: {ok: true}; an unknown id 404. */
export const deleteDataListProduct = (id: number) => apiRequest(endpoints.deleteProduct, { id });

export function useDeleteDataListProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDataListProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dataListKeys.all }),
  });
}
