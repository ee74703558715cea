import { Button, Group, Stack, Title } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../../../api/modules/auth/contract';
import { FormAlert, FormField } from '../../../components/form-field';
import { useChangePassword } from '../api/change-password';
import { useCheckedForm } from '../use-checked-form';
import { rules } from '../../../lib/forms/person-rules';
import { notify } from '../../../lib/ui/notify';

const FIELDS = ['currentPassword', 'newPassword'];
const blank = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * The Change password tab (POST /api/account/password): the registration's length rules; on
 * success every other session has been signed out, and the notification says so.
 */
export function PasswordTab() {
  const { t } = useTranslation('account');
  const change = useChangePassword();
  const form = useCheckedForm(
    blank,
    {
      fields: {
        currentPassword: [rules.required()],
        newPassword: [rules.required(), rules.min(PASSWORD_MIN), rules.max(PASSWORD_MAX)],
        confirmPassword: [rules.required()],
      },
      across: (v) =>
        v.confirmPassword !== v.newPassword
          ? { confirmPassword: { key: 'errors.mismatch' } }
          : v.newPassword !== '' && v.newPassword === v.currentPassword
            ? { newPassword: { key: 'errors.same-password' } }
            : {},
    },
    change.error,
  );
  const { values } = form;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.check()) return;
    change.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: () => {
          form.reset(blank);
          notify('success', t('password.saved-title'), t('password.saved'));
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} data-testid="password-form">
      <Stack gap="md" maw={480}>
        <Title order={3} size="h5">
          {t('password.title')}
        </Title>
        <FormAlert submitError={change.error} fields={FIELDS} testId="password-alert" />
        <FormField
          name="currentPassword"
          type="password"
          label={t('fields.currentPassword')}
          value={values.currentPassword}
          onChange={(v) => form.set('currentPassword', v)}
          error={form.error('currentPassword')}
          required
          autoComplete="current-password"
          data-testid="password-current"
        />
        <FormField
          name="newPassword"
          type="password"
          label={t('fields.newPassword')}
          description={t('password.help', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
          value={values.newPassword}
          onChange={(v) => form.set('newPassword', v)}
          error={form.error('newPassword')}
          required
          autoComplete="new-password"
          data-testid="password-new"
        />
        <FormField
          name="confirmPassword"
          type="password"
          label={t('fields.confirmPassword')}
          value={values.confirmPassword}
          onChange={(v) => form.set('confirmPassword', v)}
          error={form.error('confirmPassword')}
          required
          autoComplete="new-password"
          data-testid="password-confirm"
        />
        <Group justify="flex-end">
          <Button type="submit" loading={change.isPending} data-testid="password-save">
            {t('password.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
