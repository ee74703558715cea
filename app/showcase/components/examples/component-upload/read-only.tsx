import { Badge, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../upload/format';
import { UploadDropzone } from '../../upload/upload-dropzone';
import { FileRow, fileIcon } from '../../upload/upload-list';

/** The documents already filed for customs entry A-2026-03-0417 (fixed sample data). */
const FILED = [
  { name: 'commercial-invoice-INV-88213.pdf', size: 412_000 },
  { name: 'packing-list-MSKU-7781234.pdf', size: 186_000 },
  { name: 'certificate-of-origin-form-E.pdf', size: 1_240_000 },
];

/**
 * A closed customs entry: the drop zone is disabled (not focusable, says why) and the documents
 * filed before are listed, read only.
 */
export default function UploadReadOnly() {
  const { t, i18n } = useTranslation('component-upload');
  return (
    <Stack gap="sm">
      <UploadDropzone
        title={t('read-only.drop')}
        onFiles={() => {}}
        disabled
        testId="upload-read-only-zone"
      />
      <Stack component="ul" gap="xs" p={0} m={0} aria-label={t('read-only.list')}>
        {FILED.map((doc) => (
          <FileRow
            key={doc.name}
            icon={fileIcon('application/pdf')}
            name={doc.name}
            meta={formatBytes(doc.size, i18n.language)}
            actions={
              <Badge variant="light" color="gray" leftSection={<IconLock size={12} aria-hidden />}>
                {t('read-only.filed')}
              </Badge>
            }
          />
        ))}
      </Stack>
    </Stack>
  );
}
