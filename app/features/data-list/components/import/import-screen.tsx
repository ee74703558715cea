import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  List,
  Menu,
  Modal,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconDownload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiRequestError } from '../../../../lib/http/api-client';
import { API_ERRORS_NS, apiErrorMessage } from '../../../../lib/http/api-error-message';
import { notify } from '../../../../lib/ui/notify';
import { useImportDataListProducts } from '../../api/import-products';
import type { SpreadsheetReading } from '../../spreadsheet/read/read-and-check';
import { readSpreadsheet } from '../../spreadsheet/read/read-spreadsheet';
import { SpreadsheetReadError, type ReadFailure } from '../../spreadsheet/read/types';
import { FileDrop } from './file-drop';
import { IssueList } from './issue-list';
import { issueText } from './issue-text';
import { countText, limitsText } from './limits';
import { PreviewTable } from './preview-table';

const LIST_VIEW = '/ui-elements/data-list/list-view';

type Stage =
  | { kind: 'choose'; refused?: { name: string; reason: ReadFailure } }
  | { kind: 'reading'; name: string; fraction: number }
  | { kind: 'read'; name: string; reading: SpreadsheetReading }
  | { kind: 'imported'; count: number };

/** The file's name without its extension, for the file of invalid rows. */
const baseName = (name: string) => name.replace(/\.[^.]+$/, '');

/**
 * /import-export/import (docs/product.md, the data list's import; docs/decisions/0061): a
 * spreadsheet is read and checked in a Web Worker, shown row by row with its problems, and its
 * valid rows are imported in one request (all or nothing on the server) only once the person
 * agrees to leave the others out.
 */
export function ImportScreen() {
  const { t, i18n } = useTranslation(['import', API_ERRORS_NS]);
  const [stage, setStage] = useState<Stage>({ kind: 'choose' });
  const [confirming, setConfirming] = useState(false);
  const cancelRef = useRef<AbortController | null>(null);
  const importing = useImportDataListProducts();
  const count = (value: number) => countText(i18n.language, value);

  async function read(file: File) {
    importing.reset();
    const controller = new AbortController();
    cancelRef.current = controller;
    setStage({ kind: 'reading', name: file.name, fraction: 0 });
    try {
      const reading = await readSpreadsheet(file, {
        signal: controller.signal,
        onProgress: (fraction) => setStage({ kind: 'reading', name: file.name, fraction }),
      });
      setStage({ kind: 'read', name: file.name, reading });
    } catch (error) {
      if (controller.signal.aborted) setStage({ kind: 'choose' });
      else {
        const reason = error instanceof SpreadsheetReadError ? error.reason : 'notSpreadsheet';
        setStage({ kind: 'choose', refused: { name: file.name, reason } });
      }
    } finally {
      if (cancelRef.current === controller) cancelRef.current = null;
    }
  }

  function startImport(reading: SpreadsheetReading) {
    setConfirming(false);
    importing.mutate(
      reading.valid.map((row) => row.item),
      { onSuccess: (reply) => setStage({ kind: 'imported', count: reply.imported }) },
    );
  }

  /** A refusal of the server, by row when it names items (`items.3.price`). */
  function refusalLines(reading: SpreadsheetReading): string[] {
    const error = importing.error;
    if (!(error instanceof ApiRequestError) || error.issues.length === 0) {
      return [apiErrorMessage(t, error)];
    }
    return error.issues.map((issue) => {
      const [, index, field] = issue.field.split('.');
      const row = reading.valid[Number(index)]?.rowNumber;
      if (row === undefined || !field) return apiErrorMessage(t, error);
      return issueText(t, row, { column: field, code: issue.code, limit: issue.limit });
    });
  }

  async function downloadInvalid(
    reading: SpreadsheetReading,
    name: string,
    format: 'xlsx' | 'csv',
  ) {
    const invalid = reading.rows.filter((row) => row.issues);
    const rows = invalid.map((row) => [
      ...reading.headers.map((_, index) => {
        const cell = row.cells[index];
        return typeof cell === 'boolean' ? String(cell) : (cell ?? null);
      }),
      (row.issues ?? []).map((issue) => issueText(t, row.rowNumber, issue)).join('; '),
    ]);
    try {
      const { exportRows } = await import('../../spreadsheet/export');
      await exportRows([...reading.headers, t('download.errors')], rows, {
        fileName: t('download.fileName', { name: baseName(name) }),
        format,
      });
    } catch {
      notify('error', t('download.button'), t('download.failed'));
    }
  }

  if (stage.kind === 'imported') {
    return (
      <Stack gap="lg" data-testid="import-screen">
        <Alert
          color="teal"
          variant="light"
          icon={<IconCircleCheck aria-hidden />}
          title={t('import.successTitle')}
          data-testid="import-success"
        >
          <Stack gap="sm">
            <Text size="sm">{t('import.success', { count: stage.count })}</Text>
            <Group gap="sm">
              <Button component={Link} to={LIST_VIEW}>
                {t('import.open')}
              </Button>
              <Button variant="default" onClick={() => setStage({ kind: 'choose' })}>
                {t('import.another')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      </Stack>
    );
  }

  return (
    <Stack gap="lg" data-testid="import-screen">
      <Text size="sm">{t('intro')}</Text>

      {stage.kind === 'choose' ? (
        <>
          {stage.refused ? (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertTriangle aria-hidden />}
              title={t('refused.title', { name: stage.refused.name })}
              data-testid="import-refused"
              data-reason={stage.refused.reason}
              role="alert"
            >
              <Text size="sm">
                {t(`refused.${stage.refused.reason}`, limitsText(i18n.language))}
              </Text>
              <Text size="sm">{t('refused.nothingImported')}</Text>
            </Alert>
          ) : null}
          <FileDrop onFile={(file) => void read(file)} />
        </>
      ) : null}

      {stage.kind === 'reading' ? (
        <Card withBorder radius="md" padding="lg" data-testid="import-reading">
          <Stack gap="sm">
            <Text fw={600} id="import-reading-label">
              {t('reading.label', { name: stage.name })}
            </Text>
            <Progress.Root size="lg">
              <Progress.Section
                value={Math.round(stage.fraction * 100)}
                animated
                aria-labelledby="import-reading-label"
              />
            </Progress.Root>
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                {t('reading.percent', { percent: Math.round(stage.fraction * 100) })}
              </Text>
              <Button variant="default" onClick={() => cancelRef.current?.abort()}>
                {t('reading.cancel')}
              </Button>
            </Group>
          </Stack>
        </Card>
      ) : null}

      {stage.kind === 'read' ? (
        <>
          <Card withBorder radius="md" padding="lg" data-testid="import-summary">
            <Stack gap="md">
              <Group justify="space-between" gap="sm">
                <Title order={2} size="h4">
                  {t('summary.title', { name: stage.name })}
                </Title>
                <Button variant="default" onClick={() => setStage({ kind: 'choose' })}>
                  {t('summary.another')}
                </Button>
              </Group>
              <SimpleGrid cols={{ base: 1, xs: 3 }}>
                <Figure label={t('summary.read')} value={count(stage.reading.rows.length)} />
                <Figure
                  label={t('summary.valid')}
                  value={count(stage.reading.valid.length)}
                  testId="import-valid-count"
                />
                <Figure
                  label={t('summary.invalid')}
                  value={count(stage.reading.invalidCount)}
                  testId="import-invalid-count"
                />
              </SimpleGrid>
              {stage.reading.missing.length > 0 ? (
                <Alert
                  color="red"
                  variant="light"
                  icon={<IconAlertTriangle aria-hidden />}
                  title={t('summary.missingTitle')}
                  data-testid="import-missing"
                  role="alert"
                >
                  <Text size="sm">
                    {t('summary.missing', { columns: stage.reading.missing.join(', ') })}
                  </Text>
                </Alert>
              ) : null}
              {importing.isError ? (
                <Alert
                  color="red"
                  variant="light"
                  icon={<IconAlertTriangle aria-hidden />}
                  title={t('import.refusedTitle')}
                  data-testid="import-server-refused"
                  role="alert"
                >
                  <List size="sm">
                    {refusalLines(stage.reading).map((line) => (
                      <List.Item key={line}>{line}</List.Item>
                    ))}
                  </List>
                </Alert>
              ) : null}
              <Group gap="sm">
                {stage.reading.valid.length > 0 ? (
                  <Button
                    onClick={() =>
                      stage.reading.invalidCount > 0
                        ? setConfirming(true)
                        : startImport(stage.reading)
                    }
                    loading={importing.isPending}
                    data-testid="import-start"
                  >
                    {t('import.button', { count: stage.reading.valid.length })}
                  </Button>
                ) : null}
                {stage.reading.invalidCount > 0 ? (
                  <Menu position="bottom-start">
                    <Menu.Target>
                      <Button
                        variant="default"
                        leftSection={<IconDownload size={16} aria-hidden />}
                      >
                        {t('download.button')}
                      </Button>
                    </Menu.Target>
                    <Menu.Dropdown>
                      {(['xlsx', 'csv'] as const).map((format) => (
                        <Menu.Item
                          key={format}
                          onClick={() => void downloadInvalid(stage.reading, stage.name, format)}
                        >
                          {t(`download.${format}`)}
                        </Menu.Item>
                      ))}
                    </Menu.Dropdown>
                  </Menu>
                ) : null}
              </Group>
            </Stack>
          </Card>
          <IssueList rows={stage.reading.rows} />
          <PreviewTable
            headers={stage.reading.headers}
            rows={stage.reading.rows}
            checked={stage.reading.missing.length === 0}
          />
          <Modal
            opened={confirming}
            onClose={() => setConfirming(false)}
            title={t('import.confirmTitle')}
            centered
          >
            <Stack gap="md">
              <Text size="sm">
                {t('import.confirm', {
                  count: stage.reading.valid.length,
                  skipped: stage.reading.invalidCount,
                })}
              </Text>
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={() => setConfirming(false)}>
                  {t('import.cancel')}
                </Button>
                <Button onClick={() => startImport(stage.reading)} data-testid="import-confirm">
                  {t('import.confirmButton')}
                </Button>
              </Group>
            </Stack>
          </Modal>
        </>
      ) : null}
      <Anchor component={Link} to={LIST_VIEW} size="sm">
        {t('import.open')}
      </Anchor>
    </Stack>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={700} data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}
