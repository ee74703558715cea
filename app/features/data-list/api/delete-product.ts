import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequestByPath } from '../../../lib/http/api-client';
import { dataListKeys } from './keys';

/** DELETE /api/data-list/products/{id}: {ok: true}; an unknown id 404. */
export const deleteDataListProduct = (id: number) =>
  apiRequestByPath('DELETE', `/api/data-list/products/${id}`, z.object({ ok: z.literal(true) }));

export function useDeleteDataListProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDataListProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dataListKeys.all }),
  });
}
