import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataListProductInput } from '../../../../api/modules/data-list/contract';
import * as endpoints from '../../../../api/modules/data-list/endpoints';
import { apiRequest } from '../../../lib/http/api-client';
import { dataListKeys } from './keys';

/**
 * POST /api/data-list/imports {items}: every item checked again and added in one transaction, all
 * or nothing; answers {imported, firstId, lastId}.
 */
export const importDataListProducts = (items: DataListProductInput[]) =>
  apiRequest(endpoints.importProducts, {}, { items });

export function useImportDataListProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importDataListProducts,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dataListKeys.all }),
  });
}
