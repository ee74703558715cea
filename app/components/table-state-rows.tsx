import { Group, Loader, Table, Text } from '@mantine/core';

interface TableStateRowsProps {
  /** the table's data is still loading: one row with a spinner */
  pending: boolean;
  /** loaded, and no row to show: one row with the empty text */
  empty: boolean;
  /** how many columns the state row spans */
  colSpan: number;
  /** the spinner's name for screen readers (translated by the caller) */
  loadingLabel: string;
  /** what an empty table says (translated by the caller) */
  emptyText: string;
  /** the empty row's test id */
  emptyTestId?: string;
}

/** The loading and empty rows of a staff table's body, the same in every table. */
export function TableStateRows({
  pending,
  empty,
  colSpan,
  loadingLabel,
  emptyText,
  emptyTestId,
}: TableStateRowsProps) {
  if (pending) {
    return (
      <Table.Tr>
        <Table.Td colSpan={colSpan}>
          <Group justify="center" p="lg">
            <Loader size="sm" role="status" aria-label={loadingLabel} />
          </Group>
        </Table.Td>
      </Table.Tr>
    );
  }
  if (!empty) return null;
  return (
    <Table.Tr>
      <Table.Td colSpan={colSpan}>
        <Text ta="center" c="dimmed" p="lg" data-testid={emptyTestId}>
          {emptyText}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
