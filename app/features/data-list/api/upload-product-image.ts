import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '../../../../api/modules/data-list/endpoints';
import { apiRequest } from '../../../lib/http/api-client';
import { dataListKeys } from './keys';

export interface DataListImageUpload {
  id: number;
  /** PNG, JPEG or WebP, at most 2 MB: sent as it is, its type the Content-Type */
  file: File;
}

/**
 * PUT /api/data-list/products/{id}/image, the image as the body: stored by the server, the item's
 * img names it; answers {img}.
 */
export const uploadDataListImage = ({ id, file }: DataListImageUpload) =>
  apiRequest(endpoints.uploadProductImage, { id }, file);

export function useUploadDataListImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDataListImage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dataListKeys.all }),
  });
}
