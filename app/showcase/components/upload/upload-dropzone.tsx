import { Button, Group, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconCloudUpload, IconFileCheck, IconFileX } from '@tabler/icons-react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  UPLOAD_CONTENT_TYPES,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_FILES,
  type UploadContentType,
} from '../../../../api/modules/uploads/contract';
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
 * UPLOAD_MAX_FILES at once. A click anywhere on it opens the file chooser; from the keyboard, its
 * button does (Enter or Space), named after the zone and described by the limits. The zone itself
 * is no button: a button may not hold the file input (axe's nested-interactive).
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
  const openRef = useRef<() => void>(null);
  return (
    <Dropzone
      onDropAny={onFiles}
      onDrop={() => {}}
      accept={acceptOf(only)}
      maxSize={UPLOAD_MAX_BYTES}
      maxFiles={UPLOAD_MAX_FILES}
      disabled={disabled}
      openRef={openRef}
      activateOnKeyboard={false}
      radius="md"
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
          <Group style={{ pointerEvents: 'all' }}>
            <Button
              size="xs"
              variant="light"
              disabled={disabled}
              aria-label={t('choose', { title })}
              aria-describedby={hintId}
              onClick={(event) => {
                // the zone's own click would open the chooser a second time
                event.stopPropagation();
                openRef.current?.();
              }}
              data-testid={`${testId}-choose`}
            >
              {t('chooseShort')}
            </Button>
          </Group>
        </Stack>
      </Group>
    </Dropzone>
  );
}
