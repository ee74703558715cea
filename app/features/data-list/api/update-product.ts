import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataListProductInput } from '../../../../api/modules/data-list/contract';
import * as endpoints from '../../../../api/modules/data-list/endpoints';
import { apiRequest } from '../../../lib/http/api-client';
import { dataListKeys } from './keys';

export interface DataListProductChanges {
  id: number;
  changes: Partial<DataListProductInput>;
}

/** POST /api/data-list/products/{id} {item}: merges the fields, answers the item. */
export const updateDataListProduct = ({ id, changes }: DataListProductChanges) =>
  apiRequest(endpoints.updateProduct, { id }, { item: changes });

export function useUpdateDataListProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDataListProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dataListKeys.all }),
  });
}
