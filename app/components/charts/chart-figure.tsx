import { Box, Button, Group, Skeleton, Table, Title, VisuallyHidden } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A chart's numbers as a table: the text alternative a screen reader (or anyone) can read. */
export interface ChartTable {
  /** column headers; the first names the row labels (a month, a browser) */
  columns: string[];
  /** one row per category: its label, then one (already formatted) value per column */
  rows: (string | number)[][];
}

export interface ChartFigureProps {
  title: string;
  /** one or two sentences on what the chart shows, read by screen readers in place of the drawing */
  summary: string;
  /** the numbers behind the chart; "Show as table" appears when given */
  table?: ChartTable;
  /** drawn above the chart, right of the title (a period switch, a legend) */
  actions?: ReactNode;
  /** heading level of the title; 3 by default (a page's cards under its h1 and section h2) */
  order?: 2 | 3 | 4;
  /** the height the chart takes, kept by its skeleton while its library loads */
  height: number;
  children: ReactNode;
  'data-testid'?: string;
}

/**
 * One chart with its text alternative: a title, a summary for screen readers (the drawing itself
 * is hidden from them), and a "Show as table" switch with the numbers (docs/decisions/0063).
 */
export function ChartFigure({
  title,
  summary,
  table,
  actions,
  order = 3,
  height,
  children,
  'data-testid': testId,
}: ChartFigureProps) {
  const { t } = useTranslation('chart-figure');
  const [asTable, setAsTable] = useState(false);
  const titleId = useId();
  const tableId = useId();
  return (
    <Box component="figure" m={0} aria-labelledby={titleId} data-testid={testId}>
      <Group justify="space-between" align="center" gap="xs" mb="sm" wrap="wrap">
        <Title order={order} size="h5" id={titleId}>
          {title}
        </Title>
        <Group gap="xs">
          {actions}
          {table && (
            <Button
              variant="subtle"
              size="compact-xs"
              aria-expanded={asTable}
              aria-controls={tableId}
              onClick={() => setAsTable((v) => !v)}
              data-testid="chart-table-toggle"
            >
              {asTable ? t('hide-table') : t('show-table')}
            </Button>
          )}
        </Group>
      </Group>
      <VisuallyHidden component="figcaption">{summary}</VisuallyHidden>
      {asTable && table ? (
        <Table.ScrollContainer minWidth={240} id={tableId} mah={height} type="native">
          <Table striped withTableBorder fz="sm" data-testid="chart-table">
            <Table.Thead>
              <Table.Tr>
                {table.columns.map((column) => (
                  <Table.Th key={column} scope="col">
                    {column}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {table.rows.map(([label, ...values], i) => (
                <Table.Tr key={`${label}-${i}`}>
                  <Table.Th scope="row" fw={500}>
                    {label}
                  </Table.Th>
                  {values.map((value, j) => (
                    <Table.Td key={j}>{value}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        // the drawing repeats the summary and the table: hidden from screen readers
        <Box aria-hidden mih={height} id={tableId}>
          {children}
        </Box>
      )}
    </Box>
  );
}

/** The place of a chart while its library or its data loads: the chart's own height, no jump. */
export function ChartSkeleton({ height }: { height: number }) {
  return <Skeleton height={height} radius="sm" data-testid="chart-skeleton" />;
}
