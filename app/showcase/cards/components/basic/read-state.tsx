import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { API_ERRORS_NS, apiErrorMessage } from '../../../../lib/http/api-error-message';

/**
 * A card's read: skeleton lines while it loads, a short message with Try again when it fails,
 * else the card's content. Every card of the cards pages shows its read through this.
 */
export function ReadState<T>({
  read,
  lines = 4,
  children,
}: {
  read: UseQueryResult<T>;
  lines?: number;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation(['cards', API_ERRORS_NS]);
  if (read.isPending) {
    return (
      <Stack gap="xs" aria-busy="true" data-testid="card-loading">
        {Array.from({ length: lines }, (_, i) => (
          <Skeleton key={i} height={14} width={i % 2 ? '70%' : '100%'} />
        ))}
      </Stack>
    );
  }
  if (read.isError) {
    return (
      <Alert color="red" role="alert" data-testid="card-error">
        {apiErrorMessage(t, read.error)}{' '}
        <Button
          variant="light"
          size="compact-sm"
          ml="xs"
          loading={read.isFetching}
          onClick={() => void read.refetch()}
        >
          {t('tryAgain')}
        </Button>
      </Alert>
    );
  }
  return <>{children(read.data)}</>;
}
