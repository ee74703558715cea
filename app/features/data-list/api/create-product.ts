import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataListProductInput } from '../../../../api/modules/data-list/contract';
import * as endpoints from '../../../../api/modules/data-list/endpoints';
import { apiRequest } from '../../../lib/http/api-client';
import { dataListKeys } from './keys';

/** POST /api/data-list/products {item}: 201 {id}, the highest id + 1. */
export const createDataListProduct = (item: DataListProductInput) =>
  apiRequest(endpoints.createProduct, {}, { item });

export function useCreateDataListProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDataListProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dataListKeys.all }),
  });
}
