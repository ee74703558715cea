import {
  Badge,
  Card,
  Group,
  Pagination,
  ScrollArea,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReadRow } from '../../spreadsheet/read/read-and-check';
import type { CellValue } from '../../spreadsheet/read/types';
import classes from './import.module.css';
import { issueMessage } from './issue-text';

const PER_PAGE = 10;
type Filter = 'all' | 'valid' | 'invalid';

const cellText = (cell: CellValue | undefined) =>
  cell === null || cell === undefined ? '' : String(cell);

/** The rows read as a table: search, a filter (all, valid, with problems) and pages. */
export function PreviewTable({
  headers,
  rows,
  checked,
}: {
  headers: readonly string[];
  rows: readonly ReadRow[];
  /** false when a required column is missing: the rows were not checked */
  checked: boolean;
}) {
  const { t } = useTranslation('import');
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);

  const matching = useMemo(() => {
    const needle = query.trim().toLocaleLowerCase();
    return rows.filter((row) => {
      if (filter === 'valid' && row.issues) return false;
      if (filter === 'invalid' && !row.issues) return false;
      return (
        !needle || row.cells.some((cell) => cellText(cell).toLocaleLowerCase().includes(needle))
      );
    });
  }, [rows, query, filter]);
  const pages = Math.max(1, Math.ceil(matching.length / PER_PAGE));
  const current = Math.min(page, pages);
  const shown = matching.slice((current - 1) * PER_PAGE, current * PER_PAGE);

  return (
    <Card withBorder radius="md" padding={0} data-testid="import-preview">
      <Stack gap="sm" p="md">
        <Title order={2} size="h4">
          {t('preview.title')}
        </Title>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            label={t('preview.search')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={query}
            onChange={(event) => {
              setQuery(event.currentTarget.value);
              setPage(1);
            }}
            style={{ flex: '1 1 14rem' }}
          />
          <Stack gap={4} hidden={!checked}>
            <Text size="sm" fw={500} id="import-filter-label">
              {t('preview.filter')}
            </Text>
            <SegmentedControl
              aria-labelledby="import-filter-label"
              value={filter}
              onChange={(value) => {
                setFilter(value as Filter);
                setPage(1);
              }}
              data={[
                { value: 'all', label: t('preview.all') },
                { value: 'valid', label: t('preview.valid') },
                { value: 'invalid', label: t('preview.invalid') },
              ]}
            />
          </Stack>
        </Group>
      </Stack>
      <ScrollArea type="auto">
        <Table striped highlightOnHover verticalSpacing="xs" miw={640}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('preview.row')}</Table.Th>
              {headers.map((header, index) => (
                <Table.Th key={`${index}-${header}`}>{header}</Table.Th>
              ))}
              {checked ? <Table.Th>{t('preview.status')}</Table.Th> : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((row) => (
              <Table.Tr key={row.rowNumber} data-row={row.rowNumber}>
                <Table.Td>{row.rowNumber}</Table.Td>
                {headers.map((header, index) => {
                  const issue = row.issues?.find((one) => one.column === header);
                  return (
                    <Table.Td
                      key={`${index}-${header}`}
                      className={issue ? classes.problem : undefined}
                    >
                      {cellText(row.cells[index])}
                    </Table.Td>
                  );
                })}
                {checked ? (
                  <Table.Td>
                    {row.issues ? (
                      <Stack gap={2}>
                        <Badge color="red.9" variant="filled">
                          {t('preview.problems', { count: row.issues.length })}
                        </Badge>
                        {row.issues.map((issue) => (
                          <Text key={issue.column} size="xs" className={classes.problem}>
                            {`${issue.column}: ${issueMessage(t, issue)}`}
                          </Text>
                        ))}
                      </Stack>
                    ) : (
                      <Badge color="teal.9" variant="filled">
                        {t('preview.ok')}
                      </Badge>
                    )}
                  </Table.Td>
                ) : null}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {shown.length === 0 ? (
        <Text c="dimmed" ta="center" p="md">
          {t('preview.none')}
        </Text>
      ) : null}
      <Group justify="space-between" p="md" gap="sm">
        <Text size="sm" c="dimmed">
          {t('preview.shown', {
            from: matching.length ? (current - 1) * PER_PAGE + 1 : 0,
            to: (current - 1) * PER_PAGE + shown.length,
            total: matching.length,
          })}
        </Text>
        {pages > 1 ? (
          <Pagination
            total={pages}
            value={current}
            onChange={setPage}
            size="sm"
            aria-label={t('preview.pages')}
          />
        ) : null}
      </Group>
    </Card>
  );
}
