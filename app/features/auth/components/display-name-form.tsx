import { Button, Group, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DISPLAY_NAME_MAX } from '../../../../api/modules/auth/contract';
import { FormField } from '../../../components/form-field';
import {
  API_ERRORS_NS,
  apiErrorMessage,
  apiFieldMessage,
} from '../../../lib/http/api-error-message';
import { useAuthState } from '../../../lib/session/auth-state';
import { useUpdateDisplayName } from '../api/update-display-name';
import { notify } from '../../../lib/ui/notify';
import { NOTIFY_PROFILE_MS } from '../notify';

/** The signed-in user's display name (POST /api/auth/profile), for password and provider accounts. */
export function DisplayNameForm() {
  const { t } = useTranslation(['auth', API_ERRORS_NS]);
  const auth = useAuthState();
  const [name, setName] = useState(auth.displayName ?? '');
  const update = useUpdateDisplayName();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { displayName: name },
      {
        onSuccess: (userData) => {
          setName(userData.displayName);
          notify('success', t('profile.saved-title'), t('profile.saved'));
        },
        // docs/product.md section 5: the profile's errors are a notification
        onError: (error) => {
          const message = apiFieldMessage(t, error, 'displayName') ?? apiErrorMessage(t, error);
          notify('error', t('error-title'), message, NOTIFY_PROFILE_MS);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate data-testid="display-name-form">
      <Stack gap="xs">
        <Group align="flex-start" gap="sm" wrap="nowrap">
          <div style={{ flex: 1 }}>
            <FormField
              name="displayName"
              label={t('profile.title')}
              autoComplete="name"
              value={name}
              maxLength={DISPLAY_NAME_MAX + 20}
              onChange={setName}
            />
          </div>
          <Button type="submit" mt={24} loading={update.isPending} data-testid="display-name-save">
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
