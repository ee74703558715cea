import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { apiMessage, resetPassword } from '../api';
import { AuthCard } from '../components/auth-card';
import { BackToLogin, FormError, PasswordField } from '../components/fields';

/** /pages/reset-password?token=…: a new password with the single-use link's token. */
export default function ResetPasswordScreen() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<{ password?: string; confirm?: string }>({});
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    if (password !== confirm) {
      setFieldErrors({ confirm: t('register.mismatch') });
      return;
    }
    setFieldErrors({});
    setBusy(true);
    try {
      const outcome = await resetPassword(token, password);
      if (outcome.ok) setDone(apiMessage(t, outcome.message));
      else if (outcome.field === 'password') setFieldErrors({ password: apiMessage(t, outcome.message) });
      else setError(apiMessage(t, outcome.message));
    } catch {
      setError(t('api.generic'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title={t('reset.title')} subtitle={t('reset.subtitle')} testId="reset-password-screen">
      {!token ? (
        <Alert color="red" role="alert">
          {t('reset.no-token')}{' '}
          <Anchor component={Link} to="/pages/forgot-password">
            {t('reset.request-new')}
          </Anchor>
        </Alert>
      ) : done ? (
        <Alert color="success" role="status" title={t('reset.done-title')} data-testid="reset-done">
          {done}
        </Alert>
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack gap="sm">
            <FormError message={error} testId="reset-error">
              {' '}
              <Anchor component={Link} to="/pages/forgot-password">
                {t('reset.request-new')}
              </Anchor>
            </FormError>
            <PasswordField value={password} onChange={setPassword} label={t('reset.password')} autoComplete="new-password" error={fieldErrors.password} />
            <PasswordField value={confirm} onChange={setConfirm} label={t('confirm-password')} name="confirm" autoComplete="new-password" error={fieldErrors.confirm} />
            <Button type="submit" loading={busy} fullWidth>
              {t('reset.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <BackToLogin />
    </AuthCard>
  );
}
