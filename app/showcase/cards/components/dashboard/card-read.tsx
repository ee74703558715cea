import { Card, Skeleton, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';

// the error's message needs the API client (and zod): loaded only when a read fails, so neither is
// in the dashboard's first load (docs/decisions/0063)
const CardError = lazy(() => import('./card-error').then((m) => ({ default: m.CardError })));

/**
 * One dashboard card around its read: a skeleton of the card's own height while the data or the
 * body's code loads (no jump when it comes), a short message with Try again when the read fails,
 * else the content.
 */
export function CardRead<T>({
  read,
  height,
  children,
  'data-testid': testId,
}: {
  read: UseQueryResult<T>;
  /** the content's height while it loads */
  height: number;
  children: (data: T) => ReactNode;
  'data-testid'?: string;
}) {
  const skeleton = (
    <Stack gap="sm" aria-busy="true" data-testid="analytics-card-loading">
      <Skeleton height={16} width="55%" />
      <Skeleton height={height} radius="sm" />
    </Stack>
  );
  let content: ReactNode;
  if (read.isPending) {
    content = skeleton;
  } else if (read.isError) {
    content = (
      <CardError
        error={read.error}
        retrying={read.isFetching}
        onRetry={() => void read.refetch()}
      />
    );
  } else {
    // a card's body may be loaded lazily (it is not in the dashboard's first load)
    content = children(read.data);
  }
  return (
    <Card withBorder radius="md" padding="lg" h="100%" data-testid={testId}>
      <Suspense fallback={skeleton}>{content}</Suspense>
    </Card>
  );
}
