import {
  Alert,
  Avatar,
  Badge,
  Button,
  Card,
  Group,
  Radio,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconCheck, IconRefresh, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { getQueryClient } from '../../../lib/http/query-client';
import { getAuthState, useAuthState } from '../../../lib/session/auth-state';
import {
  previewableRoles,
  roleAllows,
  setPreviewRole,
  type Role,
} from '../../../lib/session/role-preview';
import { serverAccessQueryOptions, useServerAccess } from '../api/get-server-access';
import { DisplayNameForm } from '../components/display-name-form';
import { notify } from '../../../lib/ui/notify';

function YesNo({ value, testId }: { value: boolean | undefined; testId: string }) {
  const { t } = useTranslation('auth');
  if (value === undefined) return <Table.Td data-testid={testId}>…</Table.Td>;
  return (
    <Table.Td data-testid={testId} data-value={String(value)}>
      <Group gap={4} wrap="nowrap">
        {value ? <IconCheck size={16} aria-hidden /> : <IconX size={16} aria-hidden />}
        {value ? t('access.yes') : t('access.no')}
      </Group>
    </Table.Td>
  );
}

/**
 * The server's answers are asked for while the screen's code loads (the guard of the dashboard
 * layout runs beside this loader: nothing is asked for a visitor who is not signed in).
 */
export function clientLoader() {
  const { signedIn, uid } = getAuthState();
  if (signedIn) void getQueryClient().prefetchQuery(serverAccessQueryOptions(uid));
  return null;
}

const roles: Role[] = ['admin', 'editor', 'public'];
const rules: Role[] = ['admin', 'editor', 'public'];

/**
 * /extensions/access-control (docs/product.md section 6): previews the app as another role. The
 * previewed role is saved as `userRole` with the user info and is never above the server's role;
 * the API keeps enforcing the real role. Also the account's display name.
 */
export default function AccessControlScreen() {
  const { t } = useTranslation('auth');
  const auth = useAuthState();
  const allowed = previewableRoles(auth.serverRole);
  const roleName = (r: Role) => t(`roles.${r}`);
  // What the server says, with the real role: several calls at once.
  const server = useServerAccess(auth.uid);

  return (
    <Stack gap="lg" data-testid="access-control-screen">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card withBorder radius="md" padding="lg">
          <Title order={2} size="h4" mb="md">
            {t('access.account')}
          </Title>
          <Group gap="sm" mb="md" wrap="nowrap">
            <Avatar src={auth.photoURL || undefined} alt="" size="lg" radius="xl" color="brand">
              {(auth.displayName ?? '?').slice(0, 1).toUpperCase()}
            </Avatar>
            <div style={{ minWidth: 0 }}>
              <Text fw={600} truncate data-testid="account-name">
                {auth.displayName}
              </Text>
              {auth.email && (
                <Text size="sm" c="dimmed" truncate>
                  {auth.email}
                </Text>
              )}
            </div>
          </Group>
          <Group gap="xs" mb={4}>
            <Text size="sm">{t('access.server-role')}:</Text>
            <Badge variant="light" data-testid="server-role">
              {roleName(auth.serverRole)}
            </Badge>
          </Group>
          <Text size="sm" mb="md">
            {t('access.signed-in-with')}:{' '}
            {auth.providerId && auth.providerId !== 'jwt'
              ? auth.providerId
              : t('access.password-account')}
          </Text>
          <DisplayNameForm />
        </Card>

        <Card withBorder radius="md" padding="lg">
          <Radio.Group
            value={auth.role}
            onChange={(value) => {
              setPreviewRole(value as Role);
              notify(
                'success',
                t('access.preview-title'),
                t('access.preview-saved', { role: roleName(value as Role) }),
              );
            }}
            label={
              <Title order={2} size="h4">
                {t('access.preview-title')}
              </Title>
            }
            description={t('access.preview-help', { role: roleName(auth.serverRole) })}
          >
            <Stack gap="sm" mt="md">
              {roles.map((r) => (
                <Radio
                  key={r}
                  value={r}
                  label={roleName(r)}
                  disabled={!allowed.includes(r)}
                  description={
                    allowed.includes(r)
                      ? undefined
                      : t(roleAllows('editor', r) ? 'access.above-role' : 'access.closes-screen')
                  }
                  data-testid={`preview-${r}`}
                />
              ))}
            </Stack>
          </Radio.Group>
        </Card>
      </SimpleGrid>

      <Card withBorder radius="md" padding="lg">
        <Group justify="space-between" mb="md">
          <Title order={2} size="h4">
            {t('access.rules-title')}
          </Title>
          <Button
            variant="light"
            size="compact-sm"
            leftSection={<IconRefresh size={16} aria-hidden />}
            loading={server.isFetching}
            onClick={() => void server.refetch()}
            data-testid="check-server"
          >
            {t('access.check-again')}
          </Button>
        </Group>
        <Table.ScrollContainer minWidth={420}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('access.rule')}</Table.Th>
                <Table.Th scope="col">{t('access.allowed')}</Table.Th>
                <Table.Th scope="col">{t('access.yours')}</Table.Th>
                <Table.Th scope="col">{t('access.server')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rules.map((rule) => {
                const open = roleAllows(rule, auth.role);
                return (
                  <Table.Tr key={rule}>
                    <Table.Th scope="row">{rule}</Table.Th>
                    <Table.Td>
                      {roles
                        .filter((r) => roleAllows(rule, r))
                        .map(roleName)
                        .join(', ')}
                    </Table.Td>
                    <YesNo value={open} testId={`rule-${rule}-open`} />
                    <YesNo value={server.data?.rules[rule]} testId={`rule-${rule}-server`} />
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>

      <div>
        <Title order={2} size="h4" mb="md">
          {t('access.sample-title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {rules.map((rule) =>
            roleAllows(rule, auth.role) ? (
              <Card key={rule} withBorder radius="md" padding="md" data-testid={`sample-${rule}`}>
                <Badge variant="light" mb="xs">
                  {rule}
                </Badge>
                <Text size="sm">{t(`access.sample-${rule}`)}</Text>
              </Card>
            ) : (
              <Alert key={rule} color="gray" variant="light" data-testid={`sample-${rule}-hidden`}>
                {t('access.hidden', { role: roleName(auth.role) })}
              </Alert>
            ),
          )}
        </SimpleGrid>
      </div>
    </Stack>
  );
}
