import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ApiRequestError } from '../lib/http/api-client';
import { ListLoading } from './list-results';

export interface RecordNotFoundTexts {
  title: string;
  hint: string;
  /** the button back to the list */
  back: string;
  backTo: string;
  testId: string;
}

/** Unknown id, or one that cannot exist: said plainly, with the way back to the list. */
export function RecordNotFound({ title, hint, back, backTo, testId }: RecordNotFoundTexts) {
  return (
    <Card withBorder radius="md" padding="xl" data-testid={testId}>
      <Stack align="center" gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
        <Button component={Link} to={backTo} variant="light">
          {back}
        </Button>
      </Stack>
    </Card>
  );
}

interface RecordLoaderProps<T> {
  /** the address's id cannot exist: not found, and nothing was asked */
  invalidId: boolean;
  record: UseQueryResult<T>;
  /** texts translated by the caller */
  loadingLabel: string;
  notFound: RecordNotFoundTexts;
  errorMessage: (error: unknown) => string;
  errorTestId: string;
  children: (record: T) => ReactNode;
}

/** Loading, not found (a 404 too), a failed read, or the record handed to `children`. */
export function RecordLoader<T>({
  invalidId,
  record,
  loadingLabel,
  notFound,
  errorMessage,
  errorTestId,
  children,
}: RecordLoaderProps<T>) {
  if (invalidId) return <RecordNotFound {...notFound} />;
  if (record.isPending) return <ListLoading label={loadingLabel} />;
  if (record.isError) {
    if (record.error instanceof ApiRequestError && record.error.status === 404) {
      return <RecordNotFound {...notFound} />;
    }
    return (
      <Alert color="red" role="alert" data-testid={errorTestId}>
        {errorMessage(record.error)}
      </Alert>
    );
  }
  return children(record.data);
}
