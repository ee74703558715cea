import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createDataListProductReply,
  type DataListProductInput,
} from '../../../../api/modules/data-list/contract';
import { apiRequestByPath } from '../../../lib/http/api-client';
import { dataListKeys } from './keys';

/** POST /api/data-list/products {item}: 201 {id}, the highest id + 1. */
export const createDataListProduct = (item: DataListProductInput) =>
  apiRequestByPath('POST', '/api/data-list/products', createDataListProductReply, { item });

export function useCreateDataListProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDataListProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dataListKeys.all }),
  });
}
