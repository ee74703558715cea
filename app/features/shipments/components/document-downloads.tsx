import { Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { API_ERRORS_NS } from '../../../lib/http/api-error-message';
import {
  useShipmentDocumentDownloads,
  type DocumentRef,
} from '../api/get-shipment-document-downloads';
import { useShipmentFormat } from '../format';
import { ReadFailure } from './read-failure';

/**
 * A document's download log for staff: who downloaded it and when, oldest first (staff in the
 * app and the customer in the portal alike). Read while it is open; a download through the app
 * reads it again.
 */
export function DocumentDownloads({ document, id }: { document: DocumentRef; id: string }) {
  const { t } = useTranslation(['shipments', API_ERRORS_NS]);
  const format = useShipmentFormat();
  const log = useShipmentDocumentDownloads(document);
  let body;
  if (log.isPending) body = <Loader size="xs" aria-label={t('list.loading')} />;
  else if (log.isError) {
    body = <ReadFailure error={log.error} retry={() => void log.refetch()} compact />;
  } else if (log.data.items.length === 0) {
    body = (
      <Text size="xs" c="dimmed" data-testid="document-downloads-none">
        {t('documents.downloads-none')}
      </Text>
    );
  } else {
    body = (
      <ol style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
        {log.data.items.map((entry, index) => (
          <Text component="li" size="xs" key={index} data-testid="document-download">
            {t('documents.download-entry', {
              who: entry.account?.name ?? t('documents.account-gone'),
              when: format.dateTime(entry.at),
            })}
          </Text>
        ))}
      </ol>
    );
  }
  return (
    <section aria-labelledby={`${id}-title`} data-testid="document-downloads">
      <Text size="xs" fw={600} id={`${id}-title`} mb={4}>
        {t('documents.downloads-title')}
      </Text>
      {body}
    </section>
  );
}
