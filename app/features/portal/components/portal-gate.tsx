import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiRequestError } from '../../../lib/http/api-client';
import { API_ERRORS_NS, apiErrorMessage } from '../../../lib/http/api-error-message';
import { roleAllows, useAuthState } from '../../../lib/session/auth-state';

/** Staff (editor and above) have the Shipments app; the portal asks the API nothing for them. */
export function useIsStaff(): boolean {
  return roleAllows('editor', useAuthState().serverRole);
}

/** A state of its own in place of the screen: a title, a line and a way on. */
export function PortalState({
  title,
  hint,
  action,
  testId,
}: {
  title: string;
  hint: string;
  action?: ReactNode;
  testId: string;
}) {
  return (
    <Card withBorder radius="md" padding="xl" data-testid={testId}>
      <Stack align="center" gap="sm" ta="center">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Text size="sm" c="dimmed" maw={520}>
          {hint}
        </Text>
        {action}
      </Stack>
    </Card>
  );
}

/** The portal is a customer's: staff are pointed to their own app. */
export function StaffNotice() {
  const { t } = useTranslation('portal');
  return (
    <PortalState
      title={t('staff.title')}
      hint={t('staff.hint')}
      testId="portal-staff"
      action={
        <Button component={Link} to="/apps/shipments" variant="light">
          {t('staff.open')}
        </Button>
      }
    />
  );
}

export const isNoCompany = (error: unknown) =>
  error instanceof ApiRequestError && error.code === 'noCompany';

export const isNotFound = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 404;

/** A read of the portal failed: no company (said plainly), or another failure with a retry. */
export function PortalFailure({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation(['portal', API_ERRORS_NS]);
  if (isNoCompany(error)) {
    return (
      <PortalState
        title={t('no-company.title')}
        hint={apiErrorMessage(t, error)}
        testId="portal-no-company"
        action={
          <Button component={Link} to="/home" variant="light">
            {t('no-company.home')}
          </Button>
        }
      />
    );
  }
  return (
    <Alert color="red" role="alert" data-testid="portal-error">
      {apiErrorMessage(t, error)}
      <Button variant="light" size="compact-sm" ml="sm" onClick={retry}>
        {t('retry')}
      </Button>
    </Alert>
  );
}

export function PortalLoading() {
  const { t } = useTranslation('portal');
  return (
    <Group justify="center" p="xl">
      <Loader aria-label={t('loading')} />
    </Group>
  );
}
