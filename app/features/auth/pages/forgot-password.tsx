import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiMessage, forgotPassword } from '../api';
import { AuthCard } from '../components/auth-card';
import { BackToLogin, EmailField, FormError } from '../components/fields';
import classes from '../auth.module.css';

/**
 * /pages/forgot-password: asks the API for a single-use, expiring reset link. There is no mail
 * server yet: in development and browser mode the reply carries the link and it is shown here.
 */
export default function ForgotPasswordScreen() {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<{ message: string; resetUrl?: string }>();
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const outcome = await forgotPassword(email.trim());
      if (outcome.ok) setDone({ message: apiMessage(t, outcome.reply.message), resetUrl: outcome.reply.resetUrl });
      else setError(apiMessage(t, outcome.message));
    } catch {
      setError(t('api.generic'));
    } finally {
      setBusy(false);
    }
  };

  // Only the path of the link: the page may be served under another host name than the API saw.
  const resetPath = done?.resetUrl ? new URL(done.resetUrl, window.location.origin) : undefined;

  return (
    <AuthCard title={t('forgot.title')} subtitle={t('forgot.subtitle')} testId="forgot-password-screen">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <FormError message={error} />
          {done && (
            <Alert color="success" role="status" data-testid="forgot-done">
              {done.message}
            </Alert>
          )}
          {resetPath && (
            <Alert color="warning" title={t('forgot.dev-title')} data-testid="reset-link-notice">
              <Text size="sm" mb={6}>
                {t('forgot.dev-text')}
              </Text>
              <Anchor component={Link} to={`${resetPath.pathname}${resetPath.search}`} className={classes.code} data-testid="reset-link">
                {t('forgot.open-link')}
              </Anchor>
            </Alert>
          )}
          <EmailField value={email} onChange={setEmail} />
          <Button type="submit" loading={busy} fullWidth>
            {t('forgot.submit')}
          </Button>
        </Stack>
      </form>
      <BackToLogin />
    </AuthCard>
  );
}
