import { Alert, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { API_ERRORS_NS, apiErrorMessage } from '../../../lib/http/api-error-message';

/** A read of the page's part failed: the error's message and a retry, announced. */
export function ReadFailure({
  error,
  retry,
  compact = false,
  testId,
}: {
  error: unknown;
  retry: () => void;
  /** the smaller size, inside a row */
  compact?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation(['shipments', API_ERRORS_NS]);
  return (
    <Alert color="red" role="alert" p={compact ? 'xs' : undefined} data-testid={testId}>
      {apiErrorMessage(t, error)}
      <Button variant="light" size={compact ? 'compact-xs' : 'compact-sm'} ml="sm" onClick={retry}>
        {t('list.retry')}
      </Button>
    </Alert>
  );
}
