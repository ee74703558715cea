import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Divider,
  Group,
  Loader,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconDownload,
  IconFileTypePdf,
  IconHistory,
  IconPhoto,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { roleAllows } from '../../../../api/contract/roles';
import type { ShipmentDocument } from '../../../../api/modules/shipment-documents/contract';
import type { Shipment } from '../../../../api/modules/shipments/contract';
import { ConfirmModal } from '../../../components/confirm-modal';
import { API_ERRORS_NS, apiErrorMessage } from '../../../lib/http/api-error-message';
import { useAuthState } from '../../../lib/session/auth-state';
import { notify } from '../../../lib/ui/notify';
import { useDeleteShipmentDocument } from '../api/delete-shipment-document';
import { useDownloadShipmentDocument } from '../api/download-shipment-document';
import { useShipmentDocuments } from '../api/get-shipment-documents';
import { useShipmentFormat } from '../format';
import { DocumentDownloads } from './document-downloads';
import { DocumentUpload } from './document-upload';
import { ReadFailure } from './read-failure';

/** One document: its name, kind, size and uploader; download, the download log, delete (admin). */
function DocumentRow({
  shipmentId,
  document,
  canDelete,
  onDelete,
}: {
  shipmentId: number;
  document: ShipmentDocument;
  canDelete: boolean;
  onDelete: (document: ShipmentDocument) => void;
}) {
  const { t } = useTranslation(['shipments', API_ERRORS_NS]);
  const format = useShipmentFormat();
  const download = useDownloadShipmentDocument();
  const [logOpen, setLogOpen] = useState(false);
  const ref = { shipmentId, documentId: document.id };
  const nameId = `document-${document.id}-name`;
  const logId = `document-${document.id}-log`;
  const Icon = document.type === 'application/pdf' ? IconFileTypePdf : IconPhoto;
  return (
    <Stack
      component="li"
      gap="xs"
      py="sm"
      data-testid="document-row"
      data-document-id={document.id}
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Group justify="space-between" align="flex-start" gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0, flex: '1 1 16rem' }}>
          <ThemeIcon variant="light" color="gray" size="lg" radius="md" aria-hidden>
            <Icon size={20} />
          </ThemeIcon>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text
              size="sm"
              fw={600}
              id={nameId}
              style={{ overflowWrap: 'anywhere' }}
              data-testid="document-name"
            >
              {document.name}
            </Text>
            <Group gap={6} wrap="wrap">
              <Badge variant="default" size="sm" data-testid="document-kind-badge">
                {t(`documents.kinds.${document.kind}`)}
              </Badge>
              <Text size="xs" c="dimmed" data-testid="document-size">
                {format.size(document.size)}
              </Text>
            </Group>
            <Text size="xs" c="dimmed" data-testid="document-uploaded">
              {t('documents.uploaded-by', {
                who: document.uploadedBy?.name ?? t('documents.account-gone'),
                when: format.dateTime(document.uploadedAt),
              })}
            </Text>
          </Stack>
        </Group>
        <Group gap="xs">
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={download.isPending}
            aria-describedby={nameId}
            onClick={() => download.mutate({ ...ref, name: document.name })}
            data-testid="document-download-button"
          >
            {t('documents.download')}
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconHistory size={16} aria-hidden />}
            aria-expanded={logOpen}
            aria-controls={logOpen ? logId : undefined}
            aria-describedby={nameId}
            onClick={() => setLogOpen((open) => !open)}
            data-testid="document-log-button"
          >
            {t('documents.downloads')}
          </Button>
          {canDelete && (
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('documents.delete-name', { name: document.name })}
              onClick={() => onDelete(document)}
              data-testid="document-delete"
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          )}
        </Group>
      </Group>
      {download.isError && (
        <Alert color="red" role="alert" p="xs" data-testid="document-download-error">
          {apiErrorMessage(t, download.error)}
        </Alert>
      )}
      {logOpen && (
        <div id={logId}>
          <DocumentDownloads document={ref} id={logId} />
        </div>
      )}
    </Stack>
  );
}

/**
 * The shipment's documents (bills of lading, invoices, proofs of delivery; product.md section
 * 3.13d): the list, each with its download and download log; "Add a document" for staff; delete
 * for admins, after a question. Downloads go through the API with the session's token.
 */
export function DocumentsSection({ shipment }: { shipment: Shipment }) {
  const { t } = useTranslation(['shipments', API_ERRORS_NS]);
  const isAdmin = roleAllows('admin', useAuthState().role);
  const documents = useShipmentDocuments(shipment.id);
  const remove = useDeleteShipmentDocument();
  const [deleting, setDeleting] = useState<ShipmentDocument | null>(null);
  const close = () => {
    remove.reset();
    setDeleting(null);
  };

  let list;
  if (documents.isPending) {
    list = (
      <Group justify="center" p="md">
        <Loader size="sm" aria-label={t('list.loading')} />
      </Group>
    );
  } else if (documents.isError) {
    list = (
      <ReadFailure
        error={documents.error}
        retry={() => void documents.refetch()}
        testId="documents-error"
      />
    );
  } else if (documents.data.items.length === 0) {
    list = (
      <Text size="sm" c="dimmed" data-testid="documents-none">
        {t('documents.none')}
      </Text>
    );
  } else {
    list = (
      <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
        {documents.data.items.map((document) => (
          <DocumentRow
            key={document.id}
            shipmentId={shipment.id}
            document={document}
            canDelete={isAdmin}
            onDelete={setDeleting}
          />
        ))}
      </Stack>
    );
  }

  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="documents-title"
      data-testid="shipment-documents"
    >
      <Group gap="xs" mb="sm">
        <Title order={3} size="h5" id="documents-title">
          {t('documents.title')}
        </Title>
        {documents.isSuccess && documents.data.items.length > 0 && (
          <Badge variant="light" size="sm" circle data-testid="documents-count">
            {documents.data.items.length}
          </Badge>
        )}
      </Group>
      {list}
      <Divider my="md" />
      <DocumentUpload shipment={shipment} />
      <ConfirmModal
        opened={deleting !== null}
        title={t('documents.delete-title')}
        message={t('documents.delete-message', { name: deleting?.name ?? '' })}
        confirmLabel={t('documents.delete-confirm')}
        cancelLabel={t('actions.keep')}
        busy={remove.isPending}
        error={remove.error}
        onClose={close}
        onConfirm={() => {
          if (!deleting) return;
          const { name } = deleting;
          remove.mutate(
            { shipmentId: shipment.id, documentId: deleting.id },
            {
              onSuccess: () => {
                notify('success', t('documents.deleted', { name }));
                close();
              },
            },
          );
        }}
        testId="document-delete-dialog"
      />
    </Card>
  );
}
