import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataListProductsReply } from '../../../../api/modules/data-list/contract';
import { apiRequestByPath } from '../../../lib/http/api-client';
import { dataListKeys } from './keys';

/** GET /api/data-list/products: every item, newest (highest id) first. */
export const getDataListProducts = () =>
  apiRequestByPath('GET', '/api/data-list/products', dataListProductsReply);

export const dataListProductsQueryOptions = () =>
  queryOptions({ queryKey: dataListKeys.products, queryFn: getDataListProducts });

export const useDataListProducts = () => useQuery(dataListProductsQueryOptions());
