import { Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconUserQuestion } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, type ClientLoaderFunctionArgs } from 'react-router';
import type { ManagedUser } from '../../../../api/modules/user-management/contract';
import { getAuthState } from '../../../lib/session/auth-state';
import { API_ERRORS_NS, apiErrorMessage } from '../../../lib/http/api-error-message';
import { getQueryClient } from '../../../lib/http/query-client';
import { isPersonMissing, personQueryOptions, usePerson } from '../api/get-person';
import { personIdOf } from '../person-id';

/**
 * The frame of the screens of one person (/apps/user/user-view/:userId and user-edit): the person
 * of the route's :userId, a loader while asking, a friendly state when they do not exist.
 */

/** The route modules' clientLoader: the person is asked for while the screen's code loads. */
export function prefetchPerson({ params }: ClientLoaderFunctionArgs) {
  const id = personIdOf(params.userId);
  if (id !== undefined && getAuthState().signedIn) {
    void getQueryClient().prefetchQuery(personQueryOptions(id));
  }
  return null;
}

/** The person's missing or unreadable: a friendly state with a way back to the list. */
function PersonProblem({ error }: { error: unknown }) {
  const { t } = useTranslation(['people', API_ERRORS_NS]);
  // no error: the address names no possible person
  const missing = error === undefined || isPersonMissing(error);
  return (
    <Card
      withBorder
      radius="md"
      padding="xl"
      data-testid={missing ? 'person-not-found' : 'person-error'}
    >
      <Stack align="center" gap="sm">
        <IconUserQuestion size={48} stroke={1.5} aria-hidden />
        <Title order={2} size="h4">
          {missing ? t('view.not-found-title') : t('view.error-title')}
        </Title>
        <Text c="dimmed" ta="center">
          {missing ? t('view.not-found') : apiErrorMessage(t, error)}
        </Text>
        <Button component={Link} to="/apps/user/user-list" variant="light">
          {t('view.back-to-list')}
        </Button>
      </Stack>
    </Card>
  );
}

function PersonLoading() {
  const { t } = useTranslation('people');
  return (
    <Group justify="center" p="xl">
      <Loader role="status" aria-label={t('list.loading')} />
    </Group>
  );
}

function PersonOf({ id, children }: { id: number; children: (person: ManagedUser) => ReactNode }) {
  const person = usePerson(id);
  if (person.isPending) return <PersonLoading />;
  if (person.isError) return <PersonProblem error={person.error} />;
  return children(person.data);
}

export function PersonScreen({
  testId,
  children,
}: {
  testId: string;
  children: (person: ManagedUser) => ReactNode;
}) {
  const id = personIdOf(useParams().userId);
  return (
    <div data-testid={testId}>
      {id === undefined ? (
        <PersonProblem error={undefined} />
      ) : (
        <PersonOf id={id}>{children}</PersonOf>
      )}
    </div>
  );
}
