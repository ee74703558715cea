import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '../../../../api/modules/data-list/endpoints';
import { apiRequest } from '../../../lib/http/api-client';
import { dataListKeys } from './keys';

/** POST /api/data-list/deletions {ids}: all or nothing (an unknown id 404, nothing deleted). */
export const deleteDataListProducts = (ids: number[]) =>
  apiRequest(endpoints.deleteProducts, {}, { ids });

export function useDeleteDataListProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDataListProducts,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dataListKeys.all }),
  });
}
