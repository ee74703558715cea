import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteDataListProductsReply } from '../../../../api/modules/data-list/contract';
import { apiRequestByPath } from '../../../lib/http/api-client';
import { dataListKeys } from './keys';

/** POST /api/data-list/deletions {ids}: all or nothing (an unknown id 404, nothing deleted). */
export const deleteDataListProducts = (ids: number[]) =>
  apiRequestByPath('POST', '/api/data-list/deletions', deleteDataListProductsReply, { ids });

export function useDeleteDataListProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDataListProducts,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dataListKeys.all }),
  });
}
