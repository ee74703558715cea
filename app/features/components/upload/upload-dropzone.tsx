import { Group, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconCloudUpload, IconFileCheck, IconFileX } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  UPLOAD_CONTENT_TYPES,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_FILES,
  type UploadContentType,
} from '../../../../api/contract/uploads';
import { acceptOf } from './file-rules';
import { formatBytes } from './format';

/** The formats' names as people know them (not words to translate). */
const FORMAT_NAMES: Record<UploadContentType, string> = {
  'application/pdf': 'PDF',
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
};

/** "PDF, PNG, JPEG · up to 5 MB each · 6 files at a time": the contract's limits, in words. */
export function useLimitsText(only: readonly UploadContentType[] = UPLOAD_CONTENT_TYPES) {
  const { t, i18n } = useTranslation('component-upload');
  return t('limits', {
    types: only.map((type) => FORMAT_NAMES[type]).join(', '),
    size: formatBytes(UPLOAD_MAX_BYTES, i18n.language),
    count: UPLOAD_MAX_FILES,
  });
}

/**
 * A drop zone with the contract's rules: the types of `only`, the size limit, at most
 * UPLOAD_MAX_FILES at once. It is a button: Enter or Space opens the file chooser; its name says
 * what to drop and its description the limits.
 */
export function UploadDropzone({
  only = UPLOAD_CONTENT_TYPES,
  title,
  onFiles,
  disabled = false,
  testId,
}: {
  only?: readonly UploadContentType[];
  title: string;
  onFiles: (files: File[], rejections: FileRejection[]) => void;
  disabled?: boolean;
  testId: string;
}) {
  const { t } = useTranslation('component-upload');
  const limits = useLimitsText(only);
  const hintId = useId();
  return (
    <Dropzone
      onDropAny={onFiles}
      onDrop={() => {}}
      accept={acceptOf(only)}
      maxSize={UPLOAD_MAX_BYTES}
      maxFiles={UPLOAD_MAX_FILES}
      disabled={disabled}
      radius="md"
      role="button"
      aria-label={title}
      aria-describedby={hintId}
      aria-disabled={disabled || undefined}
      tabIndex={disabled ? -1 : 0}
      data-testid={testId}
      inputProps={{ 'aria-label': title, 'data-testid': `${testId}-input` } as object}
      style={disabled ? { cursor: 'not-allowed', opacity: 0.65 } : undefined}
    >
      <Group justify="center" gap="md" mih={120} wrap="nowrap" style={{ pointerEvents: 'none' }}>
        <Dropzone.Accept>
          <IconFileCheck size={44} stroke={1.5} aria-hidden />
        </Dropzone.Accept>
        <Dropzone.Reject>
          <IconFileX size={44} stroke={1.5} aria-hidden />
        </Dropzone.Reject>
        <Dropzone.Idle>
          <IconCloudUpload size={44} stroke={1.5} aria-hidden />
        </Dropzone.Idle>
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text fw={600}>{title}</Text>
          <Text size="sm" c="dimmed">
            {disabled ? t('closed') : t('hint')}
          </Text>
          <Text size="xs" c="dimmed" id={hintId}>
            {limits}
          </Text>
        </Stack>
      </Group>
    </Dropzone>
  );
}
