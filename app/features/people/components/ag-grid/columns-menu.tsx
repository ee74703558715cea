import { Button, Checkbox, Popover, Stack, Text } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { columnLabel, peopleColumns, type PeopleColumn } from './columns';

/** The "Columns" menu: a labelled checkbox per column; at least one column stays shown. */
export function ColumnsMenu({
  hidden,
  onChange,
}: {
  hidden: ReadonlySet<PeopleColumn>;
  onChange: (column: PeopleColumn, visible: boolean) => void;
}) {
  const { t } = useTranslation(['ag-grid', 'people']);
  const lastShown = hidden.size === peopleColumns.length - 1;
  return (
    <Popover position="bottom-end" shadow="md" withArrow trapFocus>
      <Popover.Target>
        <Button
          variant="default"
          leftSection={<IconColumns size={18} aria-hidden />}
          data-testid="grid-columns"
        >
          {t('columns')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" role="group" aria-labelledby="grid-columns-title">
          <Text size="sm" fw={600} id="grid-columns-title">
            {t('columns-title')}
          </Text>
          {peopleColumns.map((column) => {
            const shown = !hidden.has(column);
            return (
              <Checkbox
                key={column}
                label={columnLabel(t, column)}
                checked={shown}
                disabled={shown && lastShown}
                onChange={(event) => onChange(column, event.currentTarget.checked)}
                data-testid={`grid-column-${column}`}
              />
            );
          })}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
