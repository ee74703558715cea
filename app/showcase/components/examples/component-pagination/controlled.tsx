import { Group, Pagination, Select, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePaginationLabels } from './labels';

const PORTS = ['Laem Chabang', 'Singapore', 'Shanghai', 'Rotterdam', 'Hamburg', 'Antwerp'];
/** 23 bookings, made up once from their number, the same on every visit. */
const BOOKINGS = Array.from({ length: 23 }, (_, i) => ({
  id: `SEA-${24001 + i}`,
  from: PORTS[i % PORTS.length]!,
  to: PORTS[(i * 5 + 3) % PORTS.length]!,
  teu: 1 + ((i * 7) % 6),
}));

/**
 * The page is held by the screen (value and onChange), so it can change with the page size or be
 * kept in the address; the table shows the bookings of that page.
 */
export default function PaginationControlled() {
  const { t } = useTranslation('component-pagination');
  const labels = usePaginationLabels();
  const [page, setPage] = useState(1);
  const [size, setSize] = useState('5');
  const perPage = Number(size);
  const total = Math.ceil(BOOKINGS.length / perPage);
  const rows = BOOKINGS.slice((page - 1) * perPage, page * perPage);
  const first = (page - 1) * perPage + 1;
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={320}>
        <Table striped data-testid="bookings-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('controlled.booking')}</Table.Th>
              <Table.Th>{t('controlled.from')}</Table.Th>
              <Table.Th>{t('controlled.to')}</Table.Th>
              <Table.Th>{t('controlled.teu')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>{row.id}</Table.Td>
                <Table.Td>{row.from}</Table.Td>
                <Table.Td>{row.to}</Table.Td>
                <Table.Td>{row.teu}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between" gap="sm">
        <Text size="sm" aria-live="polite" data-testid="bookings-range">
          {t('controlled.range', {
            first,
            last: first + rows.length - 1,
            total: BOOKINGS.length,
          })}
        </Text>
        <Select
          label={t('controlled.perPage')}
          data={['5', '10', '20']}
          value={size}
          onChange={(value) => {
            setSize(value ?? '5');
            setPage(1);
          }}
          allowDeselect={false}
          w={110}
          size="xs"
        />
      </Group>
      <nav aria-label={t('controlled.label')}>
        <Pagination total={total} value={page} onChange={setPage} {...labels} />
      </nav>
    </Stack>
  );
}
