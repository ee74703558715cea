import { Alert, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { API_ERRORS_NS, apiErrorMessage } from '../../../../lib/http/api-error-message';

/** A card's failed read: the error's message and Try again. */
export function CardError({
  error,
  retrying,
  onRetry,
}: {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation(['analytics', API_ERRORS_NS]);
  return (
    <Alert color="red" role="alert" data-testid="analytics-card-error">
      {apiErrorMessage(t, error)}
      <Button variant="light" size="compact-sm" ml="xs" loading={retrying} onClick={onRetry}>
        {t('tryAgain')}
      </Button>
    </Alert>
  );
}
