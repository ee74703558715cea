import { Button, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountReply } from '../../../../api/modules/account/contract';
import { AvatarUpload } from '../../../components/avatar-upload';
import { FormAlert, FormField } from '../../../components/form-field';
import { useChangeEmail } from '../api/change-email';
import { useRemoveOwnAvatar } from '../api/remove-own-avatar';
import { useUpdateProfile } from '../api/update-profile';
import { useUploadOwnAvatar } from '../api/upload-own-avatar';
import { useCheckedForm } from '../use-checked-form';
import { rules } from '../../../lib/forms/person-rules';
import { notify } from '../../../lib/ui/notify';

const PROFILE_FIELDS = ['profile.name', 'profile.username'];
const EMAIL_FIELDS = ['email', 'currentPassword'];

/**
 * The General tab: the picture (PUT and DELETE /api/account/avatar, saved at once), the display
 * name and username (POST /api/account/profile), and the sign-in email, which asks for the
 * current password (POST /api/account/email).
 */
export function GeneralTab({ account }: { account: AccountReply }) {
  const { t } = useTranslation('account');
  const { person } = account;
  const uploadAvatar = useUploadOwnAvatar();
  const removeAvatar = useRemoveOwnAvatar();
  return (
    <Stack gap="xl">
      <Stack gap="xs" data-testid="avatar-section">
        <Text fw={600}>{t('fields.avatar')}</Text>
        {/* saved at once, apart from the form's Save; the header shows it too */}
        <AvatarUpload
          src={person.avatar}
          name={person.name}
          upload={(file) => uploadAvatar.mutateAsync(file)}
          remove={() => removeAvatar.mutateAsync()}
          testId="own-avatar"
        />
      </Stack>
      <ProfileForm account={account} />
      <Divider />
      <EmailForm account={account} />
    </Stack>
  );
}

function ProfileForm({ account }: { account: AccountReply }) {
  const { t } = useTranslation('account');
  const update = useUpdateProfile();
  const form = useCheckedForm(
    { name: account.person.name, username: account.person.username },
    {
      fields: {
        name: [rules.required(), rules.max(120)],
        username: [rules.required(), rules.max(60), rules.username()],
      },
      apiName: (field) => `profile.${field}`,
    },
    update.error,
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.check()) return;
    const name = form.values.name.trim();
    const username = form.values.username.trim();
    const changes = {
      ...(name !== account.person.name ? { name } : {}),
      ...(username !== account.person.username ? { username } : {}),
    };
    if (Object.keys(changes).length === 0) {
      notify('success', t('saved-title'), t('nothing-changed'));
      return;
    }
    update.mutate(changes, {
      onSuccess: () => notify('success', t('saved-title'), t('general.profile-saved')),
    });
  };

  return (
    <form noValidate onSubmit={submit} data-testid="general-form">
      <Stack gap="md">
        <Title order={3} size="h5">
          {t('general.title')}
        </Title>
        <FormAlert submitError={update.error} fields={PROFILE_FIELDS} testId="general-alert" />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <FormField
            name="profile.name"
            label={t('fields.displayName')}
            value={form.values.name}
            onChange={(v) => form.set('name', v)}
            error={form.error('name')}
            required
            autoComplete="name"
            data-testid="general-name"
          />
          <FormField
            name="profile.username"
            label={t('fields.username')}
            value={form.values.username}
            onChange={(v) => form.set('username', v)}
            error={form.error('username')}
            required
            autoComplete="username"
            data-testid="general-username"
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending} data-testid="general-save">
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function EmailForm({ account }: { account: AccountReply }) {
  const { t } = useTranslation('account');
  const change = useChangeEmail();
  const form = useCheckedForm(
    { email: account.person.email, currentPassword: '' },
    {
      fields: {
        email: [rules.required(), rules.max(254), rules.email()],
        currentPassword: [rules.required()],
      },
    },
    change.error,
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.check()) return;
    change.mutate(
      { email: form.values.email.trim(), currentPassword: form.values.currentPassword },
      {
        onSuccess: (reply) => {
          form.reset({ email: reply.person.email, currentPassword: '' });
          notify(
            'success',
            t('saved-title'),
            t('general.email-saved', { email: reply.person.email }),
          );
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} data-testid="email-form">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('general.email-help')}
        </Text>
        <FormAlert submitError={change.error} fields={EMAIL_FIELDS} testId="email-alert" />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <FormField
            name="email"
            type="email"
            label={t('fields.email')}
            value={form.values.email}
            onChange={(v) => form.set('email', v)}
            error={form.error('email')}
            required
            autoComplete="email"
            data-testid="general-email"
          />
          <FormField
            name="currentPassword"
            type="password"
            label={t('fields.currentPassword')}
            value={form.values.currentPassword}
            onChange={(v) => form.set('currentPassword', v)}
            error={form.error('currentPassword')}
            required
            autoComplete="current-password"
            data-testid="email-current-password"
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={change.isPending} data-testid="email-save">
            {t('general.save-email')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
