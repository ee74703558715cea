import { Alert, Button, Group, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconDownload, IconFileTypePdf, IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ShipmentDocument } from '../../../../api/modules/shipment-documents/contract';
import { API_ERRORS_NS, apiErrorMessage } from '../../../lib/http/api-error-message';
import { useDownloadPortalShipmentDocument } from '../api/download-portal-shipment-document';
import { usePortalShipmentDocuments } from '../api/get-portal-shipment-documents';
import { usePortalFormat } from '../format';

/** One document: its name, kind, size and date, and its download. */
function PortalDocument({
  shipmentId,
  document,
}: {
  shipmentId: number;
  document: ShipmentDocument;
}) {
  const { t } = useTranslation(['portal', 'shipments', API_ERRORS_NS]);
  const format = usePortalFormat();
  const download = useDownloadPortalShipmentDocument();
  const nameId = `portal-document-${document.id}-name`;
  const Icon = document.type === 'application/pdf' ? IconFileTypePdf : IconPhoto;
  return (
    <Stack
      component="li"
      gap="xs"
      py="sm"
      data-testid="portal-document"
      data-document-id={document.id}
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0, flex: '1 1 12rem' }}>
          <ThemeIcon variant="light" color="gray" size="lg" radius="md" aria-hidden>
            <Icon size={20} />
          </ThemeIcon>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text
              size="sm"
              fw={600}
              id={nameId}
              style={{ overflowWrap: 'anywhere' }}
              data-testid="portal-document-name"
            >
              {document.name}
            </Text>
            <Text size="xs" c="dimmed" data-testid="portal-document-kind">
              {t(`shipments:documents.kinds.${document.kind}`)}
            </Text>
            <Text size="xs" c="dimmed">
              {t('documents.added', {
                size: format.size(document.size),
                date: format.date(document.uploadedAt),
              })}
            </Text>
          </Stack>
        </Group>
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={download.isPending}
          aria-describedby={nameId}
          onClick={() =>
            download.mutate({ shipmentId, documentId: document.id, name: document.name })
          }
          data-testid="portal-document-download"
        >
          {t('documents.download')}
        </Button>
      </Group>
      {download.isError && (
        <Alert color="red" role="alert" p="xs" data-testid="portal-document-error">
          {apiErrorMessage(t, download.error)}
        </Alert>
      )}
    </Stack>
  );
}

/**
 * The shipment's documents as its customer reads them (bills of lading, invoices, proofs of
 * delivery), each with its download; a line saying there are none yet. Who uploaded them and who
 * downloaded them is the staff's.
 */
export function PortalDocuments({ shipmentId }: { shipmentId: number }) {
  const { t } = useTranslation(['portal', API_ERRORS_NS]);
  const documents = usePortalShipmentDocuments(shipmentId);
  if (documents.isPending) {
    return (
      <Group justify="center" p="sm">
        <Loader size="sm" aria-label={t('loading')} />
      </Group>
    );
  }
  if (documents.isError) {
    return (
      <Alert color="red" role="alert" data-testid="portal-documents-error">
        {apiErrorMessage(t, documents.error)}
        <Button variant="light" size="compact-sm" ml="sm" onClick={() => void documents.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );
  }
  if (documents.data.items.length === 0) {
    return (
      <Stack gap={4} data-testid="portal-documents-none">
        <Text size="sm" fw={500}>
          {t('documents.none')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('documents.none-hint')}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
      {documents.data.items.map((document) => (
        <PortalDocument key={document.id} shipmentId={shipmentId} document={document} />
      ))}
    </Stack>
  );
}
