import {
  Button,
  Card,
  Checkbox,
  Group,
  Progress,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconFileExport, IconX } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataListProduct } from '../../../../../api/modules/data-list/contract';
import { notify } from '../../../../lib/ui/notify';
import { SPREADSHEET_FORMATS, type SpreadsheetFormat } from '../../spreadsheet/columns';
import { FILE_NAME_MAX, fileNameProblem } from '../../spreadsheet/write/file-types';

export const DEFAULT_FILE_NAME = 'data-list';

/**
 * The export's settings and button: a file name (required, at most 100 characters, none of
 * / \ : * ? " < > |), the format, auto column width (xlsx only) and Export, which writes the file
 * in a Web Worker with a progress bar (and Cancel) and downloads it. The export module, and the
 * worker with exceljs behind it, load at the click (docs/conventions.md: heavy libraries only
 * where used).
 */
export function ExportForm({
  products,
  blockedReason,
}: {
  /** what Export writes, in this order */
  products: readonly DataListProduct[];
  /** why Export cannot run now (nothing ticked), shown beside the button */
  blockedReason?: string;
}) {
  const { t } = useTranslation('export');
  const [fileName, setFileName] = useState(DEFAULT_FILE_NAME);
  const [touched, setTouched] = useState(false);
  const [format, setFormat] = useState<SpreadsheetFormat>('xlsx');
  const [autoWidth, setAutoWidth] = useState(true);
  const [progress, setProgress] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);
  const reasonId = useId();
  const problem = fileNameProblem(fileName);
  const running = progress !== null;

  // leaving the screen stops an export that is being written
  useEffect(() => () => abort.current?.abort(), []);

  async function run(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (problem || blockedReason || running) return;
    const controller = new AbortController();
    abort.current = controller;
    const count = products.length;
    const name = `${fileName.trim()}.${format}`;
    setProgress(0);
    try {
      const { exportDataList } = await import('../../spreadsheet/export');
      await exportDataList(products, {
        fileName: fileName.trim(),
        format,
        autoWidth: format === 'xlsx' && autoWidth,
        onProgress: setProgress,
        signal: controller.signal,
      });
      notify('success', t('notify.done-title'), t('notify.done', { count, name }));
    } catch (error) {
      if (controller.signal.aborted) notify('warning', t('notify.canceled'));
      else {
        console.warn('export failed', error);
        notify('error', t('notify.failed-title'), t('notify.failed'));
      }
    } finally {
      abort.current = null;
      setProgress(null);
    }
  }

  const fieldError = touched && problem ? t(`file-name.${problem}`, { max: FILE_NAME_MAX }) : null;
  const percent = Math.round((progress ?? 0) * 100);

  return (
    <Card withBorder radius="md" padding="lg" data-testid="export-form">
      <form onSubmit={(e) => void run(e)} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" verticalSpacing="md">
            <TextInput
              label={t('file-name.label')}
              description={t('file-name.description', { ext: format })}
              value={fileName}
              onChange={(e) => {
                setFileName(e.currentTarget.value);
                setTouched(true);
              }}
              onBlur={() => setTouched(true)}
              error={fieldError}
              errorProps={{ 'data-testid': 'export-file-name-error' }}
              rightSection={
                <Text size="sm" c="dimmed" pr="xs" aria-hidden>
                  .{format}
                </Text>
              }
              rightSectionWidth={56}
              required
              maxLength={FILE_NAME_MAX + 20}
              disabled={running}
              data-testid="export-file-name"
            />
            <Radio.Group
              label={t('format.label')}
              value={format}
              onChange={(value) => setFormat(value as SpreadsheetFormat)}
              data-testid="export-format"
            >
              <Group gap="lg" mt={8}>
                {SPREADSHEET_FORMATS.map((value) => (
                  <Radio
                    key={value}
                    value={value}
                    label={t(`format.${value}`)}
                    disabled={running}
                    data-testid={`export-format-${value}`}
                  />
                ))}
              </Group>
            </Radio.Group>
          </SimpleGrid>
          <Checkbox
            label={t('auto-width.label')}
            description={
              format === 'xlsx' ? t('auto-width.description') : t('auto-width.xlsx-only')
            }
            checked={format === 'xlsx' && autoWidth}
            onChange={(e) => setAutoWidth(e.currentTarget.checked)}
            disabled={format !== 'xlsx' || running}
            data-testid="export-auto-width"
          />
          <Group gap="md" wrap="wrap">
            <Button
              type="submit"
              leftSection={<IconFileExport size={18} aria-hidden />}
              disabled={Boolean(blockedReason) || running}
              aria-describedby={blockedReason ? reasonId : undefined}
              data-testid="export-button"
            >
              {t('export', { count: products.length })}
            </Button>
            {running && (
              <Button
                variant="default"
                leftSection={<IconX size={16} aria-hidden />}
                onClick={() => abort.current?.abort()}
                data-testid="export-cancel"
              >
                {t('cancel')}
              </Button>
            )}
            {blockedReason && (
              <Text id={reasonId} size="sm" c="dimmed" data-testid="export-blocked-reason">
                {blockedReason}
              </Text>
            )}
          </Group>
          {running && (
            <Stack gap={4} data-testid="export-progress">
              <Text size="sm">{t('progress.text', { percent })}</Text>
              {/* the section is the progressbar (role, aria-valuenow): it carries the name */}
              <Progress.Root size="lg" radius="xl">
                <Progress.Section
                  value={percent}
                  striped
                  animated
                  aria-label={t('progress.label')}
                />
              </Progress.Root>
            </Stack>
          )}
        </Stack>
      </form>
    </Card>
  );
}
