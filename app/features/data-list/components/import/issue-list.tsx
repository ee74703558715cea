import { Card, Group, List, Pagination, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReadRow } from '../../spreadsheet/read/read-and-check';
import classes from './import.module.css';
import { issueText } from './issue-text';

const PER_PAGE = 10;

/** Every problem of the rows read, one line each ("Row 17, price: must be a number"), paged. */
export function IssueList({ rows }: { rows: readonly ReadRow[] }) {
  const { t } = useTranslation('import');
  const [page, setPage] = useState(1);
  const lines = useMemo(
    () =>
      rows.flatMap((row) => (row.issues ?? []).map((issue) => issueText(t, row.rowNumber, issue))),
    [rows, t],
  );
  const pages = Math.max(1, Math.ceil(lines.length / PER_PAGE));
  const shown = lines.slice((page - 1) * PER_PAGE, page * PER_PAGE);
  if (lines.length === 0) return null;
  return (
    <Card withBorder radius="md" padding="lg" data-testid="import-issues">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('issues.title')}
        </Title>
        <List spacing={4} size="sm">
          {shown.map((line) => (
            <List.Item key={line}>
              <Text size="sm" className={classes.problem}>
                {line}
              </Text>
            </List.Item>
          ))}
        </List>
        {pages > 1 ? (
          <Group justify="flex-end">
            <Pagination
              total={pages}
              value={Math.min(page, pages)}
              onChange={setPage}
              size="sm"
              aria-label={t('issues.pages')}
            />
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
