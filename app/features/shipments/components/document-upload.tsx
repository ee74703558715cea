import {
  Button,
  Checkbox,
  FileInput,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Title,
} from '@mantine/core';
import { IconFileUpload, IconUpload } from '@tabler/icons-react';
import { useRef, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DOCUMENT_CONTENT_TYPES,
  DOCUMENT_EXTENSIONS,
  DOCUMENT_MAX_BYTES,
} from '../../../../api/contract/documents';
import {
  shipmentDocumentKindSchema,
  type ShipmentDocumentKind,
} from '../../../../api/modules/shipment-documents/contract';
import type { Shipment } from '../../../../api/modules/shipments/contract';
import { FormAlert } from '../../../components/form-field';
import { API_ERRORS_NS, apiFieldMessage } from '../../../lib/http/api-error-message';
import { notify } from '../../../lib/ui/notify';
import { useUploadShipmentDocument } from '../api/upload-shipment-document';
import { checkDocumentFile, type DocumentProblem } from '../document-file';
import { useShipmentFormat } from '../format';

/** The upload's fields as the API names them in a refusal (`name` is the file's name). */
const FIELDS = ['file', 'name', 'kind', 'markDelivered'] as const;

const ACCEPT = [...DOCUMENT_CONTENT_TYPES, ...Object.values(DOCUMENT_EXTENSIONS).flat()].join(',');

/**
 * "Add a document": its kind and the file, checked here before it is sent (a PDF, PNG or JPEG by
 * its bytes, at most 20 MB; api/contract/documents.ts), and for a proof of delivery the choice to
 * mark the shipment delivered (not offered for a canceled shipment, nor one delivered already).
 * Each refusal shows beside its field, the server's by its code; the rest (a shipment canceled
 * meanwhile, 409) in the form's alert.
 */
export function DocumentUpload({ shipment }: { shipment: Shipment }) {
  const { t } = useTranslation(['shipments', API_ERRORS_NS]);
  const format = useShipmentFormat();
  const upload = useUploadShipmentDocument();
  const [kind, setKind] = useState<ShipmentDocumentKind | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [markDelivered, setMarkDelivered] = useState(false);
  const [problems, setProblems] = useState<Partial<Record<'kind' | 'file', string>>>({});
  const [checking, setChecking] = useState(false);
  const resetFile = useRef<() => void>(null);
  const canMark = shipment.canceledAt === null && shipment.status !== 'delivered';
  const marking = kind === 'proofOfDelivery' && canMark && markDelivered;

  const fileProblem = (problem: DocumentProblem) =>
    problem === 'too-large'
      ? t('documents.too-large', { size: format.size(DOCUMENT_MAX_BYTES) })
      : problem === 'empty'
        ? t('documents.empty')
        : t(`${API_ERRORS_NS}:unsupportedDocument`);

  const choose = async (chosen: File | null) => {
    upload.reset();
    setFile(chosen);
    if (!chosen) return setProblems(({ kind }) => ({ kind }));
    const checked = await checkDocumentFile(chosen);
    setProblems(({ kind }) => ({
      kind,
      file: 'problem' in checked ? fileProblem(checked.problem) : undefined,
    }));
  };

  const submit = async () => {
    const found: typeof problems = {};
    if (!kind) found.kind = t(`${API_ERRORS_NS}:required`);
    let checked: Awaited<ReturnType<typeof checkDocumentFile>> | undefined;
    if (!file) found.file = t(`${API_ERRORS_NS}:required`);
    else {
      setChecking(true);
      checked = await checkDocumentFile(file).finally(() => setChecking(false));
      if ('problem' in checked) found.file = fileProblem(checked.problem);
    }
    setProblems(found);
    if (!kind || !file || !checked || 'problem' in checked) return;
    upload.mutate(
      { shipmentId: shipment.id, kind, file, type: checked.type, markDelivered: marking },
      {
        onSuccess: (document) => {
          notify(
            'success',
            t(marking ? 'documents.uploaded-delivered' : 'documents.uploaded', {
              name: document.name,
            }),
          );
          setKind(null);
          setFile(null);
          resetFile.current?.();
          setMarkDelivered(false);
        },
      },
    );
  };

  const error = (field: (typeof FIELDS)[number]) => apiFieldMessage(t, upload.error, field);

  return (
    <form
      noValidate
      aria-labelledby="document-upload-title"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      data-testid="document-upload"
    >
      <Stack gap="sm">
        <Title order={4} size="h6" id="document-upload-title">
          {t('documents.add')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={t('documents.kind')}
            placeholder={t('documents.kind-pick')}
            data={shipmentDocumentKindSchema.options.map((value) => ({
              value,
              label: t(`documents.kinds.${value}`),
            }))}
            value={kind}
            onChange={(value) => {
              setKind(shipmentDocumentKindSchema.options.find((k) => k === value) ?? null);
              setProblems(({ file }) => ({ file }));
            }}
            error={problems.kind ?? error('kind')}
            required
            allowDeselect={false}
            data-testid="document-kind"
          />
          <FileInput
            label={t('documents.file')}
            description={t('documents.file-hint', { size: format.size(DOCUMENT_MAX_BYTES) })}
            placeholder={t('documents.file-pick')}
            // the placeholder is text on the page, not an input's own: it takes the dimmed
            // colour, whose contrast is kept (Mantine's placeholder colour is too faint for it)
            styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
            value={file}
            onChange={(chosen) => void choose(chosen)}
            accept={ACCEPT}
            clearable
            clearButtonProps={{ 'aria-label': t('documents.file-clear') }}
            resetRef={resetFile}
            leftSection={<IconFileUpload size={18} aria-hidden />}
            error={problems.file ?? error('file') ?? error('name')}
            required
            fileInputProps={{ 'data-testid': 'document-file-input' } as ComponentProps<'input'>}
            data-testid="document-file"
          />
        </SimpleGrid>
        {kind === 'proofOfDelivery' && canMark && (
          <Checkbox
            label={t('documents.mark-delivered')}
            description={t('documents.mark-delivered-hint', {
              place: shipment.destination.name,
            })}
            checked={markDelivered}
            onChange={(event) => setMarkDelivered(event.currentTarget.checked)}
            error={error('markDelivered')}
            data-testid="document-mark-delivered"
          />
        )}
        <FormAlert submitError={upload.error} fields={FIELDS} testId="document-upload-error" />
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={upload.isPending || checking}
            leftSection={<IconUpload size={18} aria-hidden />}
            data-testid="document-submit"
          >
            {t('documents.upload')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
