import { Anchor, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { getAuthState } from '../../../lib/session/auth-state';
import { sessionEndReason } from '../../../lib/http/http';
import type { ProviderHint } from '../../../lib/session/oidc';
import { API_ERRORS_NS, apiErrorMessage } from '../../../lib/http/api-error-message';
import { ApiRequestError } from '../../../lib/http/api-client';
import { useSignIn } from '../api/sign-in';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '../../../components/form-field';
import { EmailField, PasswordField } from '../components/fields';
import { DemoAccounts } from '../components/demo-accounts';
import { ProviderButtons } from '../components/provider-buttons';
import { useAuthConfig } from '../use-auth-config';
import { landingAfterSignIn } from '../../../lib/session/landing';
import { useReturnPath } from '../use-return-path';
import { notify } from '../../../lib/ui/notify';
import { NOTIFY_LOGIN_MS } from '../notify';

const loadOidc = () => import('../../../lib/session/oidc');

/** /pages/login: email and password, "remember me", demo accounts, identity-provider sign-in. */
export default function LoginScreen() {
  const { t } = useTranslation(['auth', API_ERRORS_NS]);
  const navigate = useNavigate();
  const to = useReturnPath();
  // `?reason=`: the session ended because the account was blocked or deactivated (lib/http/http.ts)
  const [params] = useSearchParams();
  const reason = sessionEndReason(params.get('reason'));
  const config = useAuthConfig();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const signIn = useSignIn();

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
    notify('warning', t('login.already-title'), t('login.already'), 4000);
    return true;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (alreadySignedIn()) return;
    signIn.mutate(
      { email: email.trim(), password, remember },
      { onSuccess: async () => navigate(await landingAfterSignIn(to), { replace: true }) },
    );
  };

  /** Our API's refusals by their code; the identity provider's own errors as it words them. */
  const failureMessage = async (e: unknown) =>
    e instanceof ApiRequestError ? apiErrorMessage(t, e) : (await loadOidc()).providerMessage(e);

  const hosted = async () => {
    if (alreadySignedIn()) return;
    try {
      await (await loadOidc()).signInRedirect(to, remember);
    } catch (e) {
      console.error(e);
      notify('error', t('error-title'), await failureMessage(e), NOTIFY_LOGIN_MS);
    }
  };

  const popup = async (hint: ProviderHint) => {
    if (alreadySignedIn()) return;
    const oidc = await loadOidc(); // loaded ahead: resolves at once, the click still counts
    try {
      await oidc.signInPopup(hint, remember);
      await navigate(await landingAfterSignIn(to), { replace: true });
    } catch (e) {
      console.error(e);
      notify('error', t('error-title'), await failureMessage(e), NOTIFY_LOGIN_MS);
    }
  };

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')} testId="login-screen">
      {reason && signIn.isIdle && (
        <FormAlert message={t(`${API_ERRORS_NS}:${reason}`)} testId="login-reason" />
      )}
      {config?.demoAccounts && (
        <DemoAccounts
          onUse={(e, p) => {
            setEmail(e);
            setPassword(p);
          }}
        />
      )}
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <FormAlert submitError={signIn.error} testId="login-error" />
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
          <Button type="submit" loading={signIn.isPending} fullWidth data-testid="login-submit">
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
      {config?.oidc && <ProviderButtons onHosted={hosted} onPopup={popup} />}
      <Text size="sm" ta="center">
        {t('login.no-account')}{' '}
        <Anchor component={Link} to={`/pages/register${to ? `?to=${encodeURIComponent(to)}` : ''}`}>
          {t('login.create-account')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
