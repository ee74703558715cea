import { Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconUserQuestion } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountReply } from '../../../../api/modules/account/contract';
import { getAuthState } from '../../../lib/session/auth-state';
import { API_ERRORS_NS, apiErrorMessage } from '../../../lib/http/api-error-message';
import { getQueryClient } from '../../../lib/http/query-client';
import { accountQueryOptions, useAccount } from '../api/get-account';

/** The route modules' clientLoader: the account is asked for while the screen's code loads. */
export function prefetchAccount() {
  if (getAuthState().signedIn) void getQueryClient().prefetchQuery(accountQueryOptions());
  return null;
}

/**
 * The frame of the account screens: a loader while asking, the error (in the reader's language)
 * with a way to ask again when the account cannot be read, else the screen.
 */
export function AccountFrame({
  testId,
  children,
}: {
  testId: string;
  children: (account: AccountReply) => ReactNode;
}) {
  const { t } = useTranslation(['account', API_ERRORS_NS]);
  const account = useAccount();
  let content: ReactNode;
  if (account.isPending) {
    content = (
      <Group justify="center" p="xl">
        <Loader role="status" aria-label={t('loading')} />
      </Group>
    );
  } else if (account.isError) {
    content = (
      <Card withBorder radius="md" padding="xl" data-testid="account-error">
        <Stack align="center" gap="sm">
          <IconUserQuestion size={48} stroke={1.5} aria-hidden />
          <Title order={2} size="h4">
            {t('load-error-title')}
          </Title>
          <Text c="dimmed" ta="center" role="alert">
            {apiErrorMessage(t, account.error)}
          </Text>
          <Button variant="light" onClick={() => void account.refetch()}>
            {t('retry')}
          </Button>
        </Stack>
      </Card>
    );
  } else {
    content = children(account.data);
  }
  return <div data-testid={testId}>{content}</div>;
}
