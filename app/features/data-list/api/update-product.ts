import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  dataListProductSchema,
  type DataListProductInput,
} from '../../../../api/modules/data-list/contract';
import { apiRequestByPath } from '../../../lib/http/api-client';
import { dataListKeys } from './keys';

export interface DataListProductChanges {
  id: number;
  changes: Partial<DataListProductInput>;
}

/** POST /api/data-list/products/{id} {item}: merges the fields, answers the item. */
export const updateDataListProduct = ({ id, changes }: DataListProductChanges) =>
  apiRequestByPath('POST', `/api/data-list/products/${id}`, dataListProductSchema, {
    item: changes,
  });

export function useUpdateDataListProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDataListProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dataListKeys.all }),
  });
}
