import { Button, Group, Stack, Switch, Title } from '@mantine/core';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  notificationPrefsSchema,
  type AccountReply,
  type NotificationPrefs,
} from '../../../../api/modules/account/contract';
import { FormAlert } from '../../../components/form-field';
import { useUpdateNotifications } from '../api/update-notifications';
import { notify } from '../../../lib/ui/notify';
import { roleAllows, useAuthState } from '../../../lib/session/auth-state';

// loaded for a customer only, and with the tab: its contract and radios are no one else's load
const ShipmentMailSection = lazy(() => import('./shipment-mail-section'));

const kinds = Object.keys(notificationPrefsSchema.shape) as (keyof NotificationPrefs)[];

/**
 * The Notifications tab (POST /api/account/notifications): which e-mails the person wants; for a
 * customer company's person, also which shipment status e-mails (./shipment-mail-section.tsx).
 */
export function NotificationsTab({ account }: { account: AccountReply }) {
  const { t } = useTranslation('account');
  const auth = useAuthState();
  // staff are of no customer company: they are not asked (the API would answer 403 noCompany)
  const customer = auth.signedIn && !roleAllows('editor', auth.serverRole);
  const update = useUpdateNotifications();
  const [prefs, setPrefs] = useState<NotificationPrefs>(account.notifications);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(prefs, {
      onSuccess: () => notify('success', t('saved-title'), t('notifications.saved')),
    });
  };

  return (
    <Stack gap="xl">
      <form noValidate onSubmit={submit} data-testid="notifications-form">
        <Stack gap="md">
          <Title order={3} size="h5" id="notifications-title">
            {t('notifications.title')}
          </Title>
          <FormAlert submitError={update.error} testId="notifications-alert" />
          <Stack gap="sm" role="group" aria-labelledby="notifications-title">
            {kinds.map((kind) => (
              <Switch
                key={kind}
                label={t(`notifications.${kind}`)}
                description={t(`notifications.${kind}-help`)}
                checked={prefs[kind]}
                onChange={(e) => {
                  const on = e.currentTarget.checked;
                  setPrefs((p) => ({ ...p, [kind]: on }));
                }}
                data-testid={`notify-${kind}`}
              />
            ))}
          </Stack>
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending} data-testid="notifications-save">
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
      {customer && (
        <Suspense fallback={null}>
          <ShipmentMailSection />
        </Suspense>
      )}
    </Stack>
  );
}
