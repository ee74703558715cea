import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DISPLAY_NAME_MAX } from '../../../../api/contract/auth';
import { useAuthState } from '../../../lib/auth-state';
import { apiMessage, updateDisplayName } from '../api';
import { NOTIFY_PROFILE_MS, notifyError, notifySuccess } from '../notify';

/** The signed-in user's display name (POST /api/auth/profile), for password and provider accounts. */
export function DisplayNameForm() {
  const { t } = useTranslation('auth');
  const auth = useAuthState();
  const [name, setName] = useState(auth.displayName ?? '');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const outcome = await updateDisplayName(name);
      if (outcome.ok) {
        setName(outcome.userData.displayName);
        notifySuccess(t('profile.saved-title'), t('profile.saved'));
      } else {
        notifyError(t('error-title'), apiMessage(t, outcome.message), NOTIFY_PROFILE_MS);
      }
    } catch (e) {
      notifyError(t('error-title'), e instanceof Error ? e.message : t('api.generic'), NOTIFY_PROFILE_MS);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="display-name-form">
      <Stack gap="xs">
        <Group align="flex-end" gap="sm" wrap="nowrap">
          <TextInput
            label={t('profile.title')}
            name="displayName"
            autoComplete="name"
            value={name}
            maxLength={DISPLAY_NAME_MAX + 20}
            onChange={(e) => setName(e.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Button type="submit" loading={busy} data-testid="display-name-save">
            {t('profile.save')}
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          {t('profile.help')}
        </Text>
      </Stack>
    </form>
  );
}
