import {
  ActionIcon,
  Alert,
  Anchor,
  Avatar,
  Button,
  Card,
  Group,
  Pagination,
  Select,
  SimpleGrid,
  Stack,
  Table,
  TextInput,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { TableStateRows } from '../../../components/table-state-rows';
import {
  IconArrowsSort,
  IconEye,
  IconFilterOff,
  IconPencil,
  IconSearch,
  IconSortAscending,
  IconSortDescending,
  IconUserOff,
  IconUserPlus,
} from '@tabler/icons-react';
import {
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type ColumnFiltersState,
  type FilterFn,
  type SortingState,
} from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { ManagedUser } from '../../../../api/modules/user-management/contract';
import { API_ERRORS_NS, apiErrorMessage } from '../../../lib/http/api-error-message';
import { prefetchWhenSignedIn } from '../../../lib/session/prefetch';
import { useCompanyNames } from '../api/get-company';
import { peopleQueryOptions, usePeople } from '../api/get-people';
import { AddPersonModal } from '../components/add-person-modal';
import { DeactivatePersonModal } from '../components/deactivate-person-modal';
import { RoleBadge, StatusBadge, Verified } from '../components/status-badges';
import { INVITE_PARAM, inviteCompanyOf } from '../invite-param';
import { departments, optionsOf, roles, statuses } from '../options';
import { useIsAdmin } from '../use-is-admin';

/** The list is asked for while the screen's code loads (only for a signed-in person). */
export function clientLoader() {
  prefetchWhenSignedIn(peopleQueryOptions());
  return null;
}

export const PAGE_SIZES = [10, 20, 50] as const;

/** name, email and username hold the search text (case-insensitive) */
const searchPeople: FilterFn<ManagedUser> = (row, _column, search: string) => {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  const { name, email, username } = row.original;
  return [name, email, username].some((v) => v.toLowerCase().includes(needle));
};

const equals: FilterFn<ManagedUser> = (row, column, value: unknown) =>
  String(row.getValue(column)) === String(value);

type Filter = 'role' | 'status' | 'is_verified' | 'department';

/** The filters: the column, its label (`fields.<label>`), its options (`<group>.<value>`). */
const filters: { id: Filter; label: string; group: string; values: readonly string[] }[] = [
  { id: 'role', label: 'role', group: 'role', values: roles },
  { id: 'status', label: 'status', group: 'status', values: statuses },
  { id: 'is_verified', label: 'verified', group: 'verified', values: ['true', 'false'] },
  { id: 'department', label: 'department', group: 'department', values: departments },
];

const userPath = (kind: 'view' | 'edit', id: number) => `/apps/user/user-${kind}/${id}`;

/** The view or edit link of a row: an icon with the action and the person's name as its label. */
function RowLink({ kind, person }: { kind: 'view' | 'edit'; person: ManagedUser }) {
  const { t } = useTranslation('people');
  const Icon = kind === 'view' ? IconEye : IconPencil;
  return (
    <Tooltip label={t(`actions.${kind}`)} withArrow>
      <ActionIcon
        component={Link}
        to={userPath(kind, person.id)}
        variant="subtle"
        aria-label={t(`actions.${kind}-person`, { name: person.name })}
        data-testid={`row-${kind}`}
      >
        <Icon size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

/**
 * /apps/user/user-list (docs/product.md sections 2.3 and 3.7): the staff directory as a grid
 * (TanStack Table, headless, drawn with Mantine's Table): search, filters, sorting, paging; admins
 * add, edit and deactivate people, staff invite a customer company's people. `?invite=<companyId>`
 * (the company page's "Invite a person") opens the add form with that company set.
 */
export default function UserListScreen() {
  const { t, i18n } = useTranslation(['people', API_ERRORS_NS]);
  const people = usePeople();
  const isAdmin = useIsAdmin();
  const [sorting, setSorting] = useState<SortingState>([]);
  const [columnFilters, setColumnFilters] = useState<ColumnFiltersState>([]);
  const [globalFilter, setGlobalFilter] = useState('');
  const [pagination, setPagination] = useState({ pageIndex: 0, pageSize: 10 });
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const inviteCompany = inviteCompanyOf(searchParams);
  const [adding, setAdding] = useState(false);
  // the form is open by the button, or by the address of the company page's invitation
  const addOpen = adding || inviteCompany !== undefined;
  const closeAdd = (created: boolean) => {
    setAdding(false);
    if (inviteCompany === undefined) return;
    // cancelled: back to the company page it came from; created: the list shows the person
    const from = (location.state as { from?: unknown } | null)?.from;
    if (!created && typeof from === 'string') {
      void navigate(-1);
      return;
    }
    setSearchParams(
      (params) => {
        params.delete(INVITE_PARAM);
        return params;
      },
      { replace: true },
    );
  };
  const [deactivating, setDeactivating] = useState<ManagedUser>();
  // the few companies the customers belong to, each asked once by id
  const companyNames = useCompanyNames((people.data ?? []).map((person) => person.companyId));

  const columns = useMemo<ColumnDef<ManagedUser>[]>(
    () => [
      {
        id: 'name',
        accessorKey: 'name',
        header: () => t('fields.name'),
        sortingFn: (a, b) =>
          a.original.name.localeCompare(b.original.name, i18n.language, { sensitivity: 'base' }),
        cell: ({ row }) => (
          <Group gap="sm" wrap="nowrap">
            <Avatar src={row.original.avatar || undefined} alt="" size="sm" radius="xl">
              {row.original.name.slice(0, 1)}
            </Avatar>
            <Stack gap={0}>
              <Anchor
                component={Link}
                to={userPath('view', row.original.id)}
                fw={500}
                size="sm"
                data-testid="person-name"
              >
                {row.original.name}
              </Anchor>
              {row.original.companyId !== null && (
                <Anchor
                  component={Link}
                  to={`/apps/companies/${row.original.companyId}`}
                  size="xs"
                  data-testid="person-company"
                >
                  {companyNames.get(row.original.companyId) ??
                    t('company.n', { id: row.original.companyId })}
                </Anchor>
              )}
            </Stack>
          </Group>
        ),
      },
      { id: 'email', accessorKey: 'email', header: () => t('fields.email') },
      {
        id: 'role',
        accessorKey: 'role',
        header: () => t('fields.role'),
        filterFn: equals,
        cell: ({ row }) => <RoleBadge role={row.original.role} />,
      },
      {
        id: 'status',
        accessorKey: 'status',
        header: () => t('fields.status'),
        filterFn: equals,
        cell: ({ row }) => <StatusBadge status={row.original.status} />,
      },
      {
        id: 'is_verified',
        accessorKey: 'is_verified',
        header: () => t('fields.verified'),
        filterFn: equals,
        sortingFn: 'basic',
        cell: ({ row }) => <Verified value={row.original.is_verified} />,
      },
      {
        id: 'department',
        accessorKey: 'department',
        header: () => t('fields.department'),
        filterFn: equals,
        cell: ({ row }) => t(`department.${row.original.department ?? 'none'}`),
      },
      {
        id: 'actions',
        header: () => t('list.actions'),
        enableSorting: false,
        cell: ({ row }) => {
          const person = row.original;
          return (
            <Group gap={4} wrap="nowrap">
              <RowLink kind="view" person={person} />
              {isAdmin && <RowLink kind="edit" person={person} />}
              {isAdmin && person.status !== 'deactivated' && (
                <Tooltip label={t('actions.deactivate')} withArrow>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('actions.deactivate-person', { name: person.name })}
                    onClick={() => setDeactivating(person)}
                    data-testid="row-deactivate"
                  >
                    <IconUserOff size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              )}
            </Group>
          );
        },
      },
    ],
    [t, i18n.language, isAdmin, companyNames],
  );

  const data = useMemo(() => people.data ?? [], [people.data]);
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table keeps its own state
  const table = useReactTable({
    data,
    columns,
    state: { sorting, columnFilters, globalFilter, pagination },
    onSortingChange: setSorting,
    onColumnFiltersChange: (updater) => {
      setColumnFilters(updater);
      setPagination((p) => ({ ...p, pageIndex: 0 }));
    },
    onGlobalFilterChange: (value: string) => {
      setGlobalFilter(value);
      setPagination((p) => ({ ...p, pageIndex: 0 }));
    },
    onPaginationChange: setPagination,
    globalFilterFn: searchPeople,
    getRowId: (person) => String(person.id),
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    autoResetPageIndex: false,
  });

  const filterValue = (id: Filter) =>
    (columnFilters.find((f) => f.id === id)?.value as string | undefined) ?? null;
  const setFilter = (id: Filter, value: string | null) =>
    table.getColumn(id)?.setFilterValue(value ?? undefined);

  const total = table.getFilteredRowModel().rows.length;
  const { pageIndex, pageSize } = pagination;
  const first = total === 0 ? 0 : pageIndex * pageSize + 1;
  const last = Math.min(total, (pageIndex + 1) * pageSize);
  const rows = table.getRowModel().rows;

  return (
    <Stack gap="lg" data-testid="user-list-screen">
      <Card withBorder radius="md" padding="lg">
        <Group justify="space-between" align="flex-end" mb="md" gap="sm">
          <TextInput
            label={t('list.search')}
            placeholder={t('list.search-placeholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={globalFilter}
            onChange={(e) => table.setGlobalFilter(e.currentTarget.value)}
            type="search"
            style={{ flex: '1 1 240px' }}
            data-testid="people-search"
          />
          <Button
            leftSection={<IconUserPlus size={18} aria-hidden />}
            onClick={() => setAdding(true)}
            data-testid="add-person"
          >
            {isAdmin ? t('add.button') : t('add.invite-button')}
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          {filters.map(({ id, label, group, values }) => (
            <Select
              key={id}
              label={t(`fields.${label}`)}
              placeholder={t('list.all')}
              data={optionsOf(t, group, values)}
              value={filterValue(id)}
              onChange={(v) => setFilter(id, v)}
              clearable
              data-testid={`filter-${label}`}
            />
          ))}
        </SimpleGrid>
        {(columnFilters.length > 0 || globalFilter !== '') && (
          <Group justify="flex-end" mt="sm">
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconFilterOff size={16} aria-hidden />}
              onClick={() => {
                table.resetColumnFilters();
                table.setGlobalFilter('');
              }}
              data-testid="clear-filters"
            >
              {t('list.clear-filters')}
            </Button>
          </Group>
        )}
      </Card>

      <Card withBorder radius="md" padding={0}>
        {people.isError ? (
          <Alert color="red" m="lg" role="alert" data-testid="people-error">
            {apiErrorMessage(t, people.error)}
            <Button variant="light" size="compact-sm" ml="sm" onClick={() => void people.refetch()}>
              {t('actions.retry')}
            </Button>
          </Alert>
        ) : (
          <Table.ScrollContainer minWidth={860}>
            <Table
              striped
              highlightOnHover
              verticalSpacing="sm"
              horizontalSpacing="md"
              aria-busy={people.isPending}
              data-testid="people-table"
            >
              <Table.Caption>
                {people.isPending
                  ? t('list.loading')
                  : total === 0
                    ? t('list.caption-none')
                    : t('list.caption', { first, last, total })}
              </Table.Caption>
              <Table.Thead>
                {table.getHeaderGroups().map((group) => (
                  <Table.Tr key={group.id}>
                    {group.headers.map((header) => {
                      const sorted = header.column.getIsSorted();
                      const label = flexRender(header.column.columnDef.header, header.getContext());
                      if (!header.column.getCanSort()) {
                        return (
                          <Table.Th key={header.id} scope="col">
                            {label}
                          </Table.Th>
                        );
                      }
                      const SortIcon =
                        sorted === 'asc'
                          ? IconSortAscending
                          : sorted === 'desc'
                            ? IconSortDescending
                            : IconArrowsSort;
                      return (
                        <Table.Th
                          key={header.id}
                          scope="col"
                          aria-sort={
                            sorted === 'asc'
                              ? 'ascending'
                              : sorted === 'desc'
                                ? 'descending'
                                : 'none'
                          }
                          data-testid={`sort-${header.id}`}
                        >
                          <UnstyledButton
                            onClick={header.column.getToggleSortingHandler()}
                            className="people-sort"
                            style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
                            fw={600}
                            fz="sm"
                          >
                            {label}
                            <SortIcon size={14} aria-hidden />
                          </UnstyledButton>
                        </Table.Th>
                      );
                    })}
                  </Table.Tr>
                ))}
              </Table.Thead>
              <Table.Tbody>
                <TableStateRows
                  pending={people.isPending}
                  empty={rows.length === 0}
                  colSpan={columns.length}
                  loadingLabel={t('list.loading')}
                  emptyText={t('list.empty')}
                  emptyTestId="people-empty"
                />
                {rows.map((row) => (
                  <Table.Tr key={row.id} data-testid="person-row" data-person-id={row.id}>
                    {row.getVisibleCells().map((cell) => (
                      <Table.Td key={cell.id}>
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Group justify="space-between" p="md" gap="sm">
          <Group gap="xs">
            <Select
              label={t('list.page-size')}
              data={PAGE_SIZES.map(String)}
              value={String(pageSize)}
              onChange={(v) => v && table.setPageSize(Number(v))}
              allowDeselect={false}
              w={100}
              data-testid="page-size"
            />
          </Group>
          <Pagination
            total={table.getPageCount()}
            value={pageIndex + 1}
            onChange={(page) => table.setPageIndex(page - 1)}
            getControlProps={(control) => ({
              'aria-label': t(`list.page-${control}`),
            })}
            getItemProps={(page) => ({ 'aria-label': t('list.page-n', { page }) })}
            data-testid="people-pages"
          />
        </Group>
      </Card>

      <AddPersonModal
        key={inviteCompany ?? 'none'}
        opened={addOpen}
        onClose={closeAdd}
        customerOnly={!isAdmin}
        companyId={inviteCompany ?? null}
      />
      <DeactivatePersonModal person={deactivating} onClose={() => setDeactivating(undefined)} />
    </Stack>
  );
}
