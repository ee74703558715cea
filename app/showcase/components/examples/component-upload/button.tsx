import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_EXTENSIONS } from '../../../../../api/modules/uploads/contract';
import { useLimitsText } from '../../upload/upload-dropzone';
import { UploadFiles } from '../../upload/upload-list';
import { useUploads } from '../../upload/use-uploads';

const PDF_ONLY = ['application/pdf'] as const;

/** A plain button for one file: the signed customs declaration, a PDF. */
export default function UploadButton() {
  const { t } = useTranslation('component-upload');
  const uploads = useUploads(PDF_ONLY);
  const limits = useLimitsText(PDF_ONLY);
  const busy = uploads.items.some((item) => item.status === 'uploading');
  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="wrap">
        <FileButton
          onChange={(file) => void (file && uploads.add([file]))}
          accept={['application/pdf', ...UPLOAD_EXTENSIONS['application/pdf']].join(',')}
          disabled={busy}
          inputProps={{ 'data-testid': 'upload-button-input' } as ComponentProps<'input'>}
        >
          {(props) => (
            <Button {...props} leftSection={<IconPaperclip size={16} aria-hidden />} loading={busy}>
              {t('button.choose')}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          {limits}
        </Text>
      </Group>
      <UploadFiles uploads={uploads} testId="upload-button-list" />
    </Stack>
  );
}
