import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '../../../components/form-field';
import { API_ERRORS_NS } from '../../../lib/http/api-error-message';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthCard } from '../components/auth-card';
import { BackToLogin, EmailField } from '../components/fields';
import classes from '../auth.module.css';

/**
 * /pages/forgot-password: asks the API for a single-use, expiring reset link. There is no mail
 * server yet: in development and browser mode the reply carries the link and it is shown here.
 */
export default function ForgotPasswordScreen() {
  const { t } = useTranslation(['auth', API_ERRORS_NS]);
  const [email, setEmail] = useState('');
  const request = useRequestPasswordReset();
  const done = request.data;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    request.mutate({ email: email.trim() });
  };

  // Only the path of the link: the page may be served under another host name than the API saw.
  const resetPath = done?.resetUrl ? new URL(done.resetUrl, window.location.origin) : undefined;

  return (
    <AuthCard
      title={t('forgot.title')}
      subtitle={t('forgot.subtitle')}
      testId="forgot-password-screen"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <FormAlert submitError={request.error} fields={['email']} />
          {done && (
            <Alert color="success" role="status" data-testid="forgot-done">
              {t('api.resetSent')}
            </Alert>
          )}
          {resetPath && (
            <Alert color="warning" title={t('forgot.dev-title')} data-testid="reset-link-notice">
              <Text size="sm" mb={6}>
                {t('forgot.dev-text')}
              </Text>
              <Anchor
                component={Link}
                to={`${resetPath.pathname}${resetPath.search}`}
                className={classes.code}
                data-testid="reset-link"
              >
                {t('forgot.open-link')}
              </Anchor>
            </Alert>
          )}
          <EmailField value={email} onChange={setEmail} submitError={request.error} />
          <Button type="submit" loading={request.isPending} fullWidth>
            {t('forgot.submit')}
          </Button>
        </Stack>
      </form>
      <BackToLogin />
    </AuthCard>
  );
}
