import { Center, Loader, useComputedColorScheme } from '@mantine/core';
import {
  ClientSideRowModelModule,
  CsvExportModule,
  LocaleModule,
  PaginationModule,
  QuickFilterModule,
  RowSelectionModule,
  TextFilterModule,
  type ColDef,
  type GridApi,
  type Module,
} from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManagedUser } from '../../../../../api/modules/user-management/contract';
import { peopleColumnDefs, type PeopleColumn } from './columns';
import { useGridLocaleText } from './grid-locale';
import { gridThemes } from './grid-theme';
import classes from './people-grid.module.css';

/**
 * Only the AG Grid modules this grid uses (not AllCommunityModule), so the route's chunk carries
 * no more of the library than it needs (docs/adding-a-screen.md section 4a, heavy libraries).
 * Hiding a column is the `hide` of its definition, which needs no module of its own.
 */
const modules: Module[] = [
  ClientSideRowModelModule,
  QuickFilterModule,
  TextFilterModule,
  PaginationModule,
  RowSelectionModule,
  CsvExportModule,
  LocaleModule,
];

export const PAGE_SIZES = [10, 20, 50, 100];

const defaultColDef: ColDef<ManagedUser> = {
  sortable: true,
  filter: 'agTextColumnFilter',
  floatingFilter: true,
  suppressHeaderMenuButton: true,
};

/**
 * The people as an AG Grid: column filters under the headers, sorting, checkboxes to select rows,
 * pages of 10 to 100, the quick filter's text from the toolbar. Drawn in the app's colour scheme
 * and in the reader's language (the grid is made again when the language changes: AG Grid reads
 * its texts once).
 */
export function PeopleGrid({
  people,
  quickFilter,
  hidden,
  onApi,
  onSelectionCount,
}: {
  people: ManagedUser[];
  quickFilter: string;
  hidden: ReadonlySet<PeopleColumn>;
  onApi: (api: GridApi<ManagedUser>) => void;
  onSelectionCount: (count: number) => void;
}) {
  const { t } = useTranslation(['ag-grid', 'people']);
  const scheme = useComputedColorScheme('light');
  const { language, localeText } = useGridLocaleText();
  const columnDefs = useMemo(
    () =>
      peopleColumnDefs(t).map((column) => ({
        ...column,
        hide: hidden.has(column.colId as PeopleColumn),
      })),
    [t, hidden],
  );

  if (!localeText) {
    return (
      <Center p="xl">
        <Loader size="sm" role="status" aria-label={t('loading')} />
      </Center>
    );
  }
  return (
    <div className={classes.grid} data-testid="people-grid" data-color-scheme={scheme}>
      <AgGridReact<ManagedUser>
        key={language}
        modules={modules}
        theme={gridThemes[scheme]}
        localeText={localeText}
        rowData={people}
        columnDefs={columnDefs}
        defaultColDef={defaultColDef}
        getRowId={({ data }) => String(data.id)}
        rowSelection={{
          mode: 'multiRow',
          checkboxes: true,
          headerCheckbox: true,
          selectAll: 'filtered',
          enableClickSelection: false,
        }}
        pagination
        paginationPageSize={PAGE_SIZES[0]}
        paginationPageSizeSelector={PAGE_SIZES}
        quickFilterText={quickFilter}
        domLayout="autoHeight"
        // names sort by the alphabet (Ángel beside Andrea), not by character codes
        accentedSort
        onGridReady={({ api }) => {
          onApi(api);
          onSelectionCount(0);
        }}
        onSelectionChanged={({ api }) => onSelectionCount(api.getSelectedNodes().length)}
      />
    </div>
  );
}
