import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/form-field';
import { API_ERRORS_NS } from '../../../lib/http/api-error-message';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';
import { BackToLogin, ConfirmPasswordField, PasswordField } from '../components/fields';

/** /pages/reset-password?token=…: a new password with the single-use link's token. */
export default function ResetPasswordScreen() {
  const { t } = useTranslation(['auth', API_ERRORS_NS]);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const reset = useResetPassword();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMismatch(password !== confirm);
    if (password !== confirm) return;
    reset.mutate({ token, password });
  };

  return (
    <AuthCard
      title={t('reset.title')}
      subtitle={t('reset.subtitle')}
      testId="reset-password-screen"
    >
      {!token ? (
        <Alert color="red" role="alert">
          {t('reset.no-token')}{' '}
          <Anchor component={Link} to="/pages/forgot-password">
            {t('reset.request-new')}
          </Anchor>
        </Alert>
      ) : reset.isSuccess ? (
        <Alert color="success" role="status" title={t('reset.done-title')} data-testid="reset-done">
          {t('api.passwordChanged')}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <FormAlert submitError={reset.error} fields={['password']} testId="reset-error">
              {' '}
              <Anchor component={Link} to="/pages/forgot-password">
                {t('reset.request-new')}
              </Anchor>
            </FormAlert>
            <PasswordField
              value={password}
              onChange={setPassword}
              label={t('reset.password')}
              autoComplete="new-password"
              submitError={reset.error}
            />
            <ConfirmPasswordField value={confirm} onChange={setConfirm} mismatch={mismatch} />
            <Button type="submit" loading={reset.isPending} fullWidth>
              {t('reset.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <BackToLogin />
    </AuthCard>
  );
}
