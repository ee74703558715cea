import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  importDataListProductsReply,
  type DataListProductInput,
} from '../../../../api/modules/data-list/contract';
import { apiRequestByPath } from '../../../lib/http/api-client';
import { dataListKeys } from './keys';

/**
 * POST /api/data-list/imports {items}: every item checked again and added in one transaction, all
 * or nothing; answers {imported, firstId, lastId}.
 */
export const importDataListProducts = (items: DataListProductInput[]) =>
  apiRequestByPath('POST', '/api/data-list/imports', importDataListProductsReply, { items });

export function useImportDataListProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importDataListProducts,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dataListKeys.all }),
  });
}
