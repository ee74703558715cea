import {
  Alert,
  Box,
  Button,
  Card,
  Group,
  Loader,
  Pagination,
  Select,
  Stack,
  Text,
} from '@mantine/core';
import type { ReactNode } from 'react';

/** The rows a page of a paged list shows: `first` to `last` of `total`, and how many pages. */
export function pageRange(page: number, perPage: number, total: number) {
  return {
    pages: Math.max(1, Math.ceil(total / perPage)),
    first: total === 0 ? 0 : (page - 1) * perPage + 1,
    last: Math.min(total, page * perPage),
  };
}

export type PagerControl = 'first' | 'previous' | 'next' | 'last';

interface ListPagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** the names of the pager's buttons for screen readers (translated by the caller) */
  controlLabel: (control: PagerControl) => string;
  pageLabel: (page: number) => string;
  testId: string;
  /** a "per page" choice beside the pager; without it, the pager alone */
  perPage?: {
    label: string;
    sizes: readonly number[];
    value: number;
    onChange: (perPage: number) => void;
  };
}

/** The pager under a paged list (shown from two pages on), with its "per page" choice if any. */
export function ListPager({ perPage, ...pager }: ListPagerProps) {
  const pagination = (mt?: string) =>
    pager.pages > 1 && (
      <Pagination
        mt={mt}
        total={pager.pages}
        value={Math.min(pager.page, pager.pages)}
        onChange={pager.onPage}
        getControlProps={(control) => ({ 'aria-label': pager.controlLabel(control) })}
        getItemProps={(page) => ({ 'aria-label': pager.pageLabel(page) })}
        data-testid={pager.testId}
      />
    );
  if (!perPage) return pagination('md');
  return (
    <Group justify="space-between" mt="md" gap="sm">
      <Select
        label={perPage.label}
        data={perPage.sizes.map(String)}
        value={String(perPage.value)}
        onChange={(v) =>
          perPage.onChange(perPage.sizes.find((n) => String(n) === v) ?? perPage.value)
        }
        allowDeselect={false}
        w={110}
        data-testid="per-page"
      />
      {pagination()}
    </Group>
  );
}

interface ListResultsProps {
  /** a read is under way (the card is marked busy) */
  busy: boolean;
  /** what stands in place of the results: a failure, the loading spinner, the empty state */
  state?: ReactNode;
  /** "Shipments 1 to 10 of 42" (translated by the caller) */
  count: string;
  countTestId: string;
  /** the results on wide screens */
  table: ReactNode;
  /** the results on a phone */
  cards: ReactNode;
  pager: ReactNode;
}

/** The card of a paged list's results: the count, a table or cards, and the pager. */
export function ListResults({
  busy,
  state,
  count,
  countTestId,
  table,
  cards,
  pager,
}: ListResultsProps) {
  return (
    <Card withBorder radius="md" padding="lg" aria-busy={busy}>
      {state ?? (
        <>
          <Text size="sm" c="dimmed" mb="sm" role="status" data-testid={countTestId}>
            {count}
          </Text>
          <Box visibleFrom="md">{table}</Box>
          <Box hiddenFrom="md">{cards}</Box>
        </>
      )}
      {pager}
    </Card>
  );
}

/** A list's read failed: the message and a way to try again (texts translated by the caller). */
export function ListFailure({
  message,
  retryLabel,
  onRetry,
  testId,
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
  testId: string;
}) {
  return (
    <Alert color="red" role="alert" data-testid={testId}>
      {message}
      <Button variant="light" size="compact-sm" ml="sm" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Alert>
  );
}

/** A spinner in place of what is loading; `label` is its name for screen readers. */
export function ListLoading({ label }: { label: string }) {
  return (
    <Group justify="center" p="xl">
      <Loader aria-label={label} />
    </Group>
  );
}

/** A list with nothing to show: what is missing, and a hint. */
export function ListEmpty({
  title,
  hint,
  testId,
}: {
  title: string;
  hint: string;
  testId: string;
}) {
  return (
    <Stack align="center" gap="xs" p="xl" data-testid={testId}>
      <Text fw={600}>{title}</Text>
      <Text size="sm" c="dimmed">
        {hint}
      </Text>
    </Stack>
  );
}
