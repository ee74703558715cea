import { Button, Group, Menu, Text } from '@mantine/core';
import { IconChevronDown, IconFileExport, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataListProduct } from '../../../../../api/modules/data-list/contract';
import { notify } from '../../../../lib/ui/notify';
import { SPREADSHEET_FORMATS, type SpreadsheetFormat } from '../../spreadsheet/columns';

/** The file name of an exported selection (the format's extension is added by the export). */
const SELECTION_FILE = 'data-list-selection';

/**
 * What the selection can do: its count, Delete selected (the screen confirms with the count) and
 * Export selected to xlsx, csv or txt. The export module (exceljs behind it) is loaded at the
 * click, never with the list (docs/conventions.md: heavy libraries only where used).
 */
export function SelectionActions({
  selected,
  onDelete,
}: {
  selected: readonly DataListProduct[];
  onDelete: () => void;
}) {
  const { t } = useTranslation('data-list');
  const [exporting, setExporting] = useState<SpreadsheetFormat | null>(null);
  const count = selected.length;

  async function exportAs(format: SpreadsheetFormat) {
    setExporting(format);
    try {
      const { exportDataList } = await import('../../spreadsheet/export');
      await exportDataList(selected, { fileName: SELECTION_FILE, format });
      notify('success', t('notify.exported', { count }));
    } catch {
      notify('error', t('notify.export-failed'));
    } finally {
      setExporting(null);
    }
  }

  return (
    <Group gap="sm" data-testid="data-list-selection">
      <Text size="sm" fw={500} aria-live="polite" data-testid="selection-count" data-count={count}>
        {count ? t('selection.count', { count }) : t('selection.none')}
      </Text>
      <Button
        variant="light"
        color="red"
        size="xs"
        leftSection={<IconTrash size={16} aria-hidden />}
        disabled={!count}
        onClick={onDelete}
        data-testid="selection-delete"
      >
        {t('selection.delete')}
      </Button>
      <Menu position="bottom-start" withinPortal>
        <Menu.Target>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconFileExport size={16} aria-hidden />}
            rightSection={<IconChevronDown size={14} aria-hidden />}
            disabled={!count}
            loading={exporting !== null}
            data-testid="selection-export"
          >
            {t('selection.export')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {SPREADSHEET_FORMATS.map((format) => (
            <Menu.Item
              key={format}
              onClick={() => void exportAs(format)}
              data-testid={`selection-export-${format}`}
            >
              {t(`formats.${format}`)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
