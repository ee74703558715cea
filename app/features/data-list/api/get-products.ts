import { queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '../../../../api/modules/data-list/endpoints';
import { apiRequest } from '../../../lib/http/api-client';
import { dataListKeys } from './keys';

/** GET /api/data-list/products: every item, newest (highest id) first. */
export const getDataListProducts = () => apiRequest(endpoints.listProducts);

export const dataListProductsQueryOptions = () =>
  queryOptions({ queryKey: dataListKeys.products, queryFn: getDataListProducts });

export const useDataListProducts = () => useQuery(dataListProductsQueryOptions());
