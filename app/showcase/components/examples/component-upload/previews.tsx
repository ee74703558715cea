import { Image, Stack } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadDropzone } from '../../upload/upload-dropzone';
import { UploadFiles } from '../../upload/upload-list';
import { useUploads, type UploadItem } from '../../upload/use-uploads';

const PICTURES = ['image/png', 'image/jpeg'] as const;

/** A picture of a chosen file, read in the page (an object URL, let go when it leaves). */
function Thumbnail({ file, alt }: { file: File; alt: string }) {
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(file);
    if (image.current) image.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return <Image ref={image} w={56} h={56} radius="sm" fit="cover" alt={alt} />;
}

/**
 * Photos of a damaged container for the survey report: PNG or JPEG only, each shown as a
 * thumbnail while it goes to the server.
 */
export default function UploadPreviews() {
  const { t } = useTranslation('component-upload');
  const uploads = useUploads(PICTURES);
  const thumbnail = (item: UploadItem) =>
    item.status === 'refused' ? undefined : (
      <Thumbnail file={item.file} alt={t('previews.alt', { name: item.file.name })} />
    );
  return (
    <Stack gap="sm">
      <UploadDropzone
        only={PICTURES}
        title={t('previews.drop')}
        onFiles={(files, refused) => void uploads.add(files, refused)}
        testId="upload-previews-zone"
      />
      <UploadFiles uploads={uploads} thumbnail={thumbnail} testId="upload-previews-list" />
    </Stack>
  );
}
