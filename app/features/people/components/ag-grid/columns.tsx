import { Avatar, Group, Text } from '@mantine/core';
import type { ColDef, ICellRendererParams, ValueFormatterParams } from 'ag-grid-community';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { ManagedUser } from '../../../../../api/modules/user-management/contract';
import { RoleBadge, StatusBadge, Verified } from '../status-badges';

/** The columns a person may hide or show (the "Columns" menu), in the grid's order. */
export const peopleColumns = [
  'name',
  'username',
  'email',
  'role',
  'status',
  'is_verified',
  'department',
  'country',
] as const;
export type PeopleColumn = (typeof peopleColumns)[number];

/** The label of a column: the people screens' field names. */
export const columnLabel = (t: TFunction, column: PeopleColumn) =>
  t(`people:fields.${column === 'is_verified' ? 'verified' : column}`);

function NameCell({ data }: ICellRendererParams<ManagedUser>) {
  if (!data) return null;
  return (
    <Group gap="sm" wrap="nowrap" h="100%">
      <Avatar src={data.avatar || undefined} alt="" size="sm" radius="xl">
        {data.name.slice(0, 1)}
      </Avatar>
      <Text size="sm" fw={500} truncate data-testid="grid-person-name">
        {data.name}
      </Text>
    </Group>
  );
}

/**
 * The grid's columns. A role, status, verified mark or department is shown, filtered, searched and
 * exported in the reader's language (the people namespace), as the user list shows them.
 */
export function peopleColumnDefs(t: TFunction): ColDef<ManagedUser>[] {
  // the text of a coded value: what the filters, the quick filter and the CSV read
  const coded = (group: string, value: unknown) =>
    value === null || value === undefined ? '' : t(`people:${group}.${String(value)}`);
  const codedColumn = (
    field: 'role' | 'status' | 'is_verified' | 'department',
    group: string,
    minWidth: number,
    Cell?: (person: ManagedUser) => ReactNode,
  ): ColDef<ManagedUser> => ({
    field,
    minWidth,
    flex: 1,
    // a person without a department reads "No department"
    valueGetter: ({ data }) => (data ? (data[field] ?? 'none') : undefined),
    valueFormatter: ({ value }: ValueFormatterParams<ManagedUser>) => coded(group, value),
    filterValueGetter: ({ data }) => coded(group, data ? (data[field] ?? 'none') : undefined),
    getQuickFilterText: ({ value }) => coded(group, value),
    cellRenderer: Cell
      ? ({ data }: ICellRendererParams<ManagedUser>) =>
          data ? (
            <Group h="100%" wrap="nowrap">
              {Cell(data)}
            </Group>
          ) : null
      : undefined,
  });

  const columns: ColDef<ManagedUser>[] = [
    { field: 'name', minWidth: 180, flex: 2, cellRenderer: NameCell },
    { field: 'username', minWidth: 140, flex: 1 },
    { field: 'email', minWidth: 180, flex: 2 },
    codedColumn('role', 'role', 160, (person) => <RoleBadge role={person.role} />),
    codedColumn('status', 'status', 140, (person) => <StatusBadge status={person.status} />),
    codedColumn('is_verified', 'verified', 140, (person) => (
      <Verified value={person.is_verified} />
    )),
    codedColumn('department', 'department', 140),
    { field: 'country', minWidth: 130, flex: 1 },
  ];
  return columns.map((column) => ({
    ...column,
    colId: column.field,
    headerName: columnLabel(t, column.field as PeopleColumn),
  }));
}
