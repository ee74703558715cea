import { Alert, Anchor, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiRequestError } from '../../../../lib/http/api-client';

/** Whether a read failed because the API has no such category or article (404). */
export const isNotFound = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 404;

/** The help screens' loader: a status region named "Loading". */
export function HelpLoading() {
  const { t } = useTranslation('knowledge-base');
  return (
    <Center py="xl">
      <Loader role="status" aria-label={t('status.loading')} />
    </Center>
  );
}

/** A read that failed for another reason than "no such thing": what happened and a retry. */
export function HelpLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('knowledge-base');
  return (
    <Alert color="red" icon={<IconAlertTriangle />} title={t('status.failed')} role="alert">
      <Button variant="light" color="red" size="xs" mt="sm" onClick={onRetry}>
        {t('status.retry')}
      </Button>
    </Alert>
  );
}

/** An unknown category or article: says so, and the way back. */
export function HelpNotFound({
  title,
  message,
  backTo,
  backLabel,
}: {
  title: string;
  message: string;
  backTo: string;
  backLabel: string;
}) {
  return (
    <Stack align="flex-start" gap="sm" data-testid="help-not-found">
      <Title order={2}>{title}</Title>
      <Text>{message}</Text>
      <Anchor component={Link} to={backTo}>
        <IconArrowLeft size={16} aria-hidden style={{ verticalAlign: 'middle' }} /> {backLabel}
      </Anchor>
    </Stack>
  );
}
