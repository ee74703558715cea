import { Anchor, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { getAuthState } from '../../../lib/auth-state';
import type { ProviderHint } from '../../../lib/oidc';
import { apiMessage, login } from '../api';
import { AuthCard } from '../components/auth-card';
import { EmailField, FormError, PasswordField } from '../components/fields';
import { DemoAccounts } from '../components/demo-accounts';
import { ProviderButtons } from '../components/provider-buttons';
import { NOTIFY_LOGIN_MS, notifyError, notifyWarning } from '../notify';
import { useAuthConfig } from '../use-auth-config';
import { useReturnPath } from '../use-return-path';

const loadOidc = () => import('../../../lib/oidc');

/** /pages/login: email and password, "remember me", demo accounts, identity-provider sign-in. */
export default function LoginScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const to = useReturnPath();
  const config = useAuthConfig();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  // Load the provider client ahead of a click, so the popup opens at once (popup blockers).
  useEffect(() => {
    if (config?.oidc) void loadOidc();
  }, [config?.oidc]);

  /**
   * docs/product.md section 5: an already signed-in user gets a warning instead of a second
   * sign-in.
   */
  const alreadySignedIn = () => {
    if (!getAuthState().signedIn) return false;
    notifyWarning(t('login.already-title'), t('login.already'));
    return true;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (alreadySignedIn()) return;
    setBusy(true);
    setError(undefined);
    try {
      const outcome = await login(email.trim(), password, remember);
      if (outcome.ok) {
        await navigate(to, { replace: true });
        return;
      }
      // A reply without user data (HTTP 200 {error}) is "Wrong Email or Password"; others say why.
      setError(outcome.message === undefined ? t('login.wrong') : apiMessage(t, outcome.message));
    } catch {
      setError(t('api.generic'));
    } finally {
      setBusy(false);
    }
  };

  const hosted = async () => {
    if (alreadySignedIn()) return;
    try {
      await (await loadOidc()).signInRedirect(to, remember);
    } catch (e) {
      console.error(e);
      notifyError(t('error-title'), (await loadOidc()).providerMessage(e), NOTIFY_LOGIN_MS);
    }
  };

  const popup = async (hint: ProviderHint) => {
    if (alreadySignedIn()) return;
    const oidc = await loadOidc(); // loaded ahead: resolves at once, the click still counts
    try {
      await oidc.signInPopup(hint, remember);
      await navigate(to, { replace: true });
    } catch (e) {
      console.error(e);
      notifyError(t('error-title'), apiMessage(t, oidc.providerMessage(e)), NOTIFY_LOGIN_MS);
    }
  };

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')} testId="login-screen">
      {config?.demoAccounts && (
        <DemoAccounts
          onUse={(e, p) => {
            setEmail(e);
            setPassword(p);
          }}
        />
      )}
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <FormError message={error} testId="login-error" />
          <EmailField value={email} onChange={setEmail} autoComplete="username" />
          <PasswordField value={password} onChange={setPassword} />
          <Group justify="space-between" gap="xs">
            <Checkbox
              label={t('remember')}
              checked={remember}
              onChange={(e) => setRemember(e.currentTarget.checked)}
              data-testid="remember-me"
            />
            <Anchor component={Link} to="/pages/forgot-password" size="sm">
              {t('login.forgot')}
            </Anchor>
          </Group>
          <Button type="submit" loading={busy} fullWidth data-testid="login-submit">
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
      {config?.oidc && <ProviderButtons onHosted={hosted} onPopup={popup} />}
      <Text size="sm" ta="center">
        {t('login.no-account')}{' '}
        <Anchor component={Link} to={`/pages/register${to !== '/home' ? `?to=${encodeURIComponent(to)}` : ''}`}>
          {t('login.create-account')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
