import { ActionIcon, Group, Paper, Progress, Stack, Text, VisuallyHidden } from '@mantine/core';
import {
  IconFile,
  IconFileTypePdf,
  IconPhoto,
  IconRefresh,
  IconTrash,
  IconX,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '../../../../api/modules/uploads/contract';
import { formatBytes } from './format';
import type { UploadItem, UploadNews, UploadStatus, useUploads } from './use-uploads';

const NS = 'component-upload';

const statusColor: Record<UploadStatus, string> = {
  refused: 'red',
  queued: 'gray',
  uploading: 'blue',
  done: 'teal',
  failed: 'red',
  cancelled: 'gray',
};

/** Why a file is not on the server, in words: the page's own check, or the server's refusal. */
function useReason() {
  const { t, i18n } = useTranslation(NS);
  const size = formatBytes(UPLOAD_MAX_BYTES, i18n.language);
  return (item: UploadItem): string | undefined => {
    if (item.problem === 'count') return t('problem.count', { count: UPLOAD_MAX_FILES });
    if (item.problem === 'size') return t('problem.size', { size });
    if (item.problem) return t(`problem.${item.problem}`);
    const error = item.error;
    if (!error) return undefined;
    if (error.code === 'tooBig' && error.field === 'files') {
      return t('error.files', { count: error.limit ?? UPLOAD_MAX_FILES });
    }
    if (error.code === 'tooBig') {
      return t('error.bytes', { size: formatBytes(error.limit ?? 0, i18n.language) });
    }
    if (error.code === 'bodyTooLarge') return t('problem.size', { size });
    if (error.code === 'invalidFormat') return t('error.type');
    if (error.code === 'network') return t('error.network');
    return t('error.other');
  };
}

/** The polite announcement of the last change ("seal.jpg: uploaded"). */
export function UploadAnnouncer({ news }: { news?: UploadNews }) {
  const { t } = useTranslation(NS);
  return (
    <VisuallyHidden role="status" aria-live="polite">
      {news ? t('announce', { name: news.name, status: t(`status.${news.status}`) }) : ''}
    </VisuallyHidden>
  );
}

/** One file in a list: its icon or picture, name, a line about it, what goes below, and buttons. */
export function FileRow({
  icon,
  name,
  meta,
  below,
  actions,
  ...data
}: {
  icon: ReactNode;
  name: string;
  meta: ReactNode;
  below?: ReactNode;
  actions?: ReactNode;
  'data-testid'?: string;
  'data-status'?: string;
}) {
  return (
    <Paper component="li" withBorder p="sm" radius="md" style={{ listStyle: 'none' }} {...data}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        {icon}
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={600} truncate="end" title={name}>
            {name}
          </Text>
          <Text size="xs" c="dimmed" component="div">
            {meta}
          </Text>
          {below}
        </Stack>
        {actions}
      </Group>
    </Paper>
  );
}

/** The icon of a file by its type. */
export function fileIcon(type: string) {
  if (type === 'application/pdf') return <IconFileTypePdf size={28} stroke={1.5} aria-hidden />;
  if (type.startsWith('image/')) return <IconPhoto size={28} stroke={1.5} aria-hidden />;
  return <IconFile size={28} stroke={1.5} aria-hidden />;
}

/**
 * The files of an upload example (the state of useUploads), one row each: name, size, state, a
 * progress bar named after the file, and the buttons that fit its state (cancel, retry,
 * remove), each naming the file; and the polite announcement of the last change.
 */
export function UploadFiles({
  uploads,
  thumbnail,
  testId,
}: {
  uploads: ReturnType<typeof useUploads>;
  /** a picture of the file in place of its icon (the previews example) */
  thumbnail?: (item: UploadItem) => ReactNode;
  testId: string;
}) {
  const { t, i18n } = useTranslation(NS);
  const reason = useReason();
  const { items, cancel, retry, remove } = uploads;
  const action = (label: string, color: string, onClick: () => void, icon: ReactNode) => (
    <ActionIcon variant="subtle" color={color} onClick={onClick} aria-label={label}>
      {icon}
    </ActionIcon>
  );
  return (
    <>
      {items.length > 0 && (
        <Stack component="ul" gap="xs" p={0} m={0} aria-label={t('list')} data-testid={testId}>
          {items.map((item) => {
            const name = item.file.name;
            const why = reason(item);
            const going = item.status === 'queued' || item.status === 'uploading';
            const again = item.status === 'failed' || item.status === 'cancelled';
            const color = statusColor[item.status];
            return (
              <FileRow
                key={item.key}
                data-testid="upload-item"
                data-status={item.status}
                icon={thumbnail?.(item) ?? fileIcon(item.file.type)}
                name={name}
                meta={
                  <>
                    {formatBytes(item.file.size, i18n.language)}
                    {' · '}
                    <Text span size="xs" c={color} fw={600} data-testid="upload-status">
                      {item.status === 'uploading'
                        ? t('status.progress', { progress: item.progress })
                        : t(`status.${item.status}`)}
                    </Text>
                  </>
                }
                below={
                  <>
                    {item.status !== 'refused' && (
                      <Progress
                        value={item.progress}
                        color={color}
                        size="sm"
                        aria-label={t('progress', { name })}
                        transitionDuration={150}
                      />
                    )}
                    {why && (
                      <Text size="xs" c={color} data-testid="upload-reason">
                        {why}
                      </Text>
                    )}
                  </>
                }
                actions={
                  <Group gap={4} wrap="nowrap">
                    {going &&
                      action(
                        t('cancel', { name }),
                        'gray',
                        () => cancel(item.key),
                        <IconX size={18} aria-hidden />,
                      )}
                    {again &&
                      action(
                        t('retry', { name }),
                        'blue',
                        () => retry(item.key),
                        <IconRefresh size={18} aria-hidden />,
                      )}
                    {!going &&
                      action(
                        t('remove', { name }),
                        'red',
                        () => void remove(item.key),
                        <IconTrash size={18} aria-hidden />,
                      )}
                  </Group>
                }
              />
            );
          })}
        </Stack>
      )}
      <UploadAnnouncer news={uploads.news} />
    </>
  );
}
