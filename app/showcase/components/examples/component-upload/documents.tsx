import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { UploadDropzone } from '../../upload/upload-dropzone';
import { UploadFiles } from '../../upload/upload-list';
import { useUploads } from '../../upload/use-uploads';

/**
 * Shipping documents for a booking: drop or choose PDF, PNG or JPEG files. Each file goes to the
 * server with its own progress bar (two at a time, the others wait); a file can be cancelled
 * while it goes and sent again after a failure. Refused files say why.
 */
export default function UploadDocuments() {
  const { t } = useTranslation('component-upload');
  const uploads = useUploads();
  return (
    <Stack gap="sm">
      <UploadDropzone
        title={t('documents.drop')}
        onFiles={(files, refused) => void uploads.add(files, refused)}
        testId="upload-documents-zone"
      />
      <UploadFiles uploads={uploads} testId="upload-documents-list" />
    </Stack>
  );
}
