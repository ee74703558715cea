import { Alert, Button, Card, Center, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { IconFileExport, IconSearch } from '@tabler/icons-react';
import type { GridApi } from 'ag-grid-community';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManagedUser } from '../../../../api/modules/user-management/contract';
import { API_ERRORS_NS, apiErrorMessage } from '../../../lib/http/api-error-message';
import { prefetchWhenSignedIn } from '../../../lib/session/prefetch';
import { peopleQueryOptions, usePeople } from '../api/get-people';
import type { PeopleColumn } from '../components/ag-grid/columns';
import { ColumnsMenu } from '../components/ag-grid/columns-menu';
import { exportPeopleCsv } from '../components/ag-grid/export-csv';
import { PeopleGrid } from '../components/ag-grid/people-grid';

/** The people are asked for while the screen's code (AG Grid with it) loads. */
export function clientLoader() {
  prefetchWhenSignedIn(peopleQueryOptions());
  return null;
}

/**
 * /ui-elements/ag-grid-table: the staff directory in AG Grid Community: a quick filter, column
 * filters, sorting, hiding columns, selecting rows, page sizes and a CSV export of the selected
 * rows (or of all). AG Grid is imported by this route's modules only (docs/adding-a-screen.md
 * section 4a; e2e/spine-budget.spec.ts checks it).
 */
export default function AgGridTableScreen() {
  const { t } = useTranslation(['ag-grid', 'people', API_ERRORS_NS]);
  const people = usePeople();
  const [quickFilter, setQuickFilter] = useState('');
  // username and country start hidden, so the rest fit a laptop's width (the Columns menu shows them)
  const [hidden, setHidden] = useState<ReadonlySet<PeopleColumn>>(
    () => new Set<PeopleColumn>(['username', 'country']),
  );
  const [selected, setSelected] = useState(0);
  const api = useRef<GridApi<ManagedUser>>(undefined);

  const setColumn = (column: PeopleColumn, visible: boolean) =>
    setHidden((before) => {
      const next = new Set(before);
      if (visible) next.delete(column);
      else next.add(column);
      return next;
    });

  return (
    <Stack gap="lg" data-testid="ag-grid-screen">
      <Card withBorder radius="md" padding={0}>
        <Group p="md" gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            label={t('search')}
            placeholder={t('search-placeholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={quickFilter}
            onChange={(event) => setQuickFilter(event.currentTarget.value)}
            type="search"
            style={{ flex: '1 1 240px' }}
            data-testid="grid-quick-filter"
          />
          <Group gap="sm" wrap="wrap">
            <ColumnsMenu hidden={hidden} onChange={setColumn} />
            <Button
              leftSection={<IconFileExport size={18} aria-hidden />}
              onClick={() => api.current && exportPeopleCsv(api.current)}
              disabled={!people.data}
              data-testid="grid-export"
            >
              {selected > 0 ? t('export-selected') : t('export')}
            </Button>
          </Group>
        </Group>
        <Group px="md" pb="sm" gap="sm" mih={36}>
          <Text size="sm" c="dimmed" aria-live="polite" data-testid="grid-selected">
            {people.data && t('total', { count: people.data.length })}
            {' · '}
            {t('selected', { count: selected })}
          </Text>
          {selected > 0 && (
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => api.current?.deselectAll()}
              data-testid="grid-clear-selection"
            >
              {t('clear-selection')}
            </Button>
          )}
        </Group>
        {people.isError ? (
          <Alert color="red" m="lg" role="alert" data-testid="people-error">
            {apiErrorMessage(t, people.error)}
            <Button variant="light" size="compact-sm" ml="sm" onClick={() => void people.refetch()}>
              {t('people:actions.retry')}
            </Button>
          </Alert>
        ) : people.data ? (
          <PeopleGrid
            people={people.data}
            quickFilter={quickFilter}
            hidden={hidden}
            onApi={(ready) => (api.current = ready)}
            onSelectionCount={setSelected}
          />
        ) : (
          <Center p="xl">
            <Loader size="sm" role="status" aria-label={t('loading')} />
          </Center>
        )}
      </Card>
    </Stack>
  );
}
