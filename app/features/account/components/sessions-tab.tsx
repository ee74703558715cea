import {
  Badge,
  Button,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconDevices, IconLogout } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AccountSession } from '../../../../api/modules/account/contract';
import { FormAlert } from '../../../components/form-field';
import { useEndSession } from '../api/end-session';
import { useSessions } from '../api/get-sessions';
import { useSignOutEverywhere } from '../api/sign-out-everywhere';
import { formatInstant } from '../format';
import { ConfirmModal } from '../../../components/confirm-modal';
import { notify } from '../../../lib/ui/notify';

/**
 * The Sessions tab: where the person is signed in (GET /api/account/sessions), this device
 * marked; another session can be signed out (DELETE /api/account/sessions/{id}), or every one,
 * this one too, after which the screen goes to the sign-in page.
 */
export function SessionsTab() {
  const { t, i18n } = useTranslation('account');
  const navigate = useNavigate();
  const sessions = useSessions();
  const end = useEndSession();
  const everywhere = useSignOutEverywhere();
  const [ending, setEnding] = useState<AccountSession | null>(null);
  const [askEverywhere, setAskEverywhere] = useState(false);
  const device = (s: AccountSession) => s.userAgent || t('sessions.unknown-device');
  const when = (iso: string) => formatInstant(iso, i18n.language);

  const confirmEnd = () => {
    if (!ending) return;
    end.mutate(ending.id, {
      onSuccess: () => {
        setEnding(null);
        notify('success', t('sessions.signed-out-title'), t('sessions.signed-out'));
      },
      onError: () => setEnding(null),
    });
  };
  const confirmEverywhere = () =>
    everywhere.mutate(undefined, {
      onSuccess: () => void navigate('/pages/login', { replace: true }),
      onError: () => setAskEverywhere(false),
    });

  return (
    <Stack gap="md" data-testid="sessions-tab">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={3} size="h5">
          {t('sessions.title')}
        </Title>
        <Button
          color="red"
          variant="light"
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={() => setAskEverywhere(true)}
          data-testid="sign-out-everywhere"
        >
          {t('sessions.sign-out-everywhere')}
        </Button>
      </Group>
      <FormAlert submitError={end.error ?? everywhere.error} testId="sessions-alert" />
      {sessions.isPending ? (
        <Group justify="center" p="lg">
          <Loader role="status" aria-label={t('loading')} />
        </Group>
      ) : sessions.isError ? (
        <FormAlert submitError={sessions.error} testId="sessions-error" />
      ) : sessions.data.length === 0 ? (
        <Text c="dimmed">{t('sessions.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="sm" data-testid="sessions-table">
            <Table.Caption>
              <VisuallyHidden>{t('sessions.caption')}</VisuallyHidden>
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('sessions.device')}</Table.Th>
                <Table.Th scope="col">{t('sessions.signed-in-at')}</Table.Th>
                <Table.Th scope="col">{t('sessions.last-used')}</Table.Th>
                <Table.Th scope="col">
                  <VisuallyHidden>{t('sessions.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sessions.data.map((s) => (
                <Table.Tr key={s.id} data-testid="session-row" data-current={String(s.current)}>
                  <Table.Td>
                    <Group gap="xs" wrap="wrap">
                      <IconDevices size={18} aria-hidden />
                      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                        {device(s)}
                      </Text>
                      {s.current && (
                        <Badge
                          color="teal.9"
                          variant="filled"
                          style={{ flexShrink: 0 }}
                          data-testid="this-device"
                        >
                          {t('sessions.this-device')}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>{when(s.signedInAt)}</Table.Td>
                  <Table.Td>{when(s.lastUsedAt)}</Table.Td>
                  <Table.Td ta="right">
                    {!s.current && (
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() => setEnding(s)}
                        aria-label={t('sessions.sign-out-session', { device: device(s) })}
                        data-testid="end-session"
                      >
                        {t('sessions.sign-out')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ConfirmModal
        opened={ending !== null}
        title={t('sessions.confirm-title')}
        message={
          ending
            ? t('sessions.confirm', { device: device(ending), when: when(ending.lastUsedAt) })
            : ''
        }
        confirmLabel={t('sessions.sign-out')}
        cancelLabel={t('sessions.cancel')}
        busy={end.isPending}
        onConfirm={confirmEnd}
        onClose={() => setEnding(null)}
        testId="confirm-end-session"
      />
      <ConfirmModal
        opened={askEverywhere}
        title={t('sessions.confirm-everywhere-title')}
        message={t('sessions.confirm-everywhere')}
        confirmLabel={t('sessions.sign-out-everywhere')}
        cancelLabel={t('sessions.cancel')}
        busy={everywhere.isPending}
        onConfirm={confirmEverywhere}
        onClose={() => setAskEverywhere(false)}
        testId="confirm-sign-out-everywhere"
      />
    </Stack>
  );
}
