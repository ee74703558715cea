import { Anchor, Avatar, Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { clearAuthState, lockSession, sessionRemembered } from '../../../lib/session/session';
import { getUserInfo, type UserInfo } from '../../../lib/session/user-info';
import { FormAlert } from '../../../components/form-field';
import { ApiRequestError } from '../../../lib/http/api-client';
import { API_ERRORS_NS, apiErrorMessage } from '../../../lib/http/api-error-message';
import { useSignIn } from '../api/sign-in';
import { AuthCard } from '../components/auth-card';
import { PasswordField } from '../components/fields';
import { useAuthConfig } from '../use-auth-config';
import { landingAfterSignIn } from '../../../lib/session/landing';
import { useReturnPath } from '../use-return-path';
import { notify } from '../../../lib/ui/notify';
import { NOTIFY_LOGIN_MS } from '../notify';

/**
 * /pages/lock-screen: opening it locks the session (the refresh token is revoked, the user info
 * stays); the same user unlocks with the password, or with the identity provider.
 */
export default function LockScreen() {
  const { t } = useTranslation(['auth', API_ERRORS_NS]);
  const navigate = useNavigate();
  const to = useReturnPath();
  const config = useAuthConfig();
  const [user] = useState<UserInfo | undefined>(() => getUserInfo());
  const [password, setPassword] = useState('');
  const signIn = useSignIn();

  useEffect(() => {
    lockSession();
  }, []);

  const providerAccount = Boolean(user?.providerId && user.providerId !== 'jwt');

  const unlock = (event: FormEvent) => {
    event.preventDefault();
    if (!user?.email) return;
    signIn.mutate(
      { email: user.email, password, remember: sessionRemembered() },
      { onSuccess: async () => navigate(await landingAfterSignIn(to), { replace: true }) },
    );
  };

  const providerUnlock = async () => {
    const oidc = await import('../../../lib/session/oidc');
    try {
      await oidc.signInRedirect(to, sessionRemembered());
    } catch (e) {
      console.error(e);
      const message =
        e instanceof ApiRequestError ? apiErrorMessage(t, e) : oidc.providerMessage(e);
      notify('error', t('error-title'), message, NOTIFY_LOGIN_MS);
    }
  };

  const switchUser = async () => {
    clearAuthState();
    await navigate('/pages/login');
  };

  if (!user) {
    return (
      <AuthCard title={t('lock.title')} testId="lock-screen">
        <Text>{t('lock.no-user')}</Text>
        <Button component={Link} to="/pages/login">
          {t('login.submit')}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('lock.title')} subtitle={t('lock.subtitle')} testId="lock-screen">
      <Group gap="sm">
        <Avatar src={user.photoURL || undefined} alt="" size="lg" radius="xl" color="brand">
          {user.displayName.slice(0, 1).toUpperCase()}
        </Avatar>
        <div>
          <Text fw={600} data-testid="lock-user">
            {user.displayName}
          </Text>
          {user.email && (
            <Text size="sm" c="dimmed">
              {user.email}
            </Text>
          )}
        </div>
      </Group>
      {providerAccount ? (
        config?.oidc && (
          <Button onClick={() => void providerUnlock()} data-testid="unlock-provider">
            {t('lock.provider-unlock')}
          </Button>
        )
      ) : (
        <form onSubmit={unlock} noValidate>
          <Stack gap="sm">
            <FormAlert submitError={signIn.error} testId="unlock-error" />
            <input type="hidden" name="email" autoComplete="username" value={user.email ?? ''} />
            <PasswordField value={password} onChange={setPassword} />
            <Button type="submit" loading={signIn.isPending} fullWidth data-testid="unlock-submit">
              {t('lock.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component="button" type="button" size="sm" onClick={() => void switchUser()}>
        {t('lock.not-you', { name: user.displayName })}
      </Anchor>
    </AuthCard>
  );
}
