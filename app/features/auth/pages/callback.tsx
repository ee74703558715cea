import { Alert, Anchor, Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { landingAfterSignIn } from '../../../lib/session/landing';
import { announceCallbackStarted } from '../../../lib/session/oidc-channel';

let handling: Promise<{ to: string | null } | null> | undefined;

/**
 * Not `import(...).then(handle)`: Vite moves such a `.then` into its preload wrapper, and a failed
 * sign-in would then count as a failed chunk load (and reload the page).
 */
async function finishSignIn() {
  const oidc = await import('../../../lib/session/oidc');
  return oidc.handleCallback();
}

/**
 * /callback: the return from the identity provider. A redirect sign-in is exchanged for the
 * product's session and continues to the wanted page; in the popup or the silent-renew frame the
 * answer goes back to the opening page. A failure shows "{error}. Detailed error can be found in
 * console." (docs/product.md section 8).
 */
export default function CallbackScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [error, setError] = useState<string>();

  useEffect(() => {
    // Not a return from the provider (no state in the address): nothing to finish here.
    if (!new URLSearchParams(window.location.search).has('state')) {
      void navigate('/pages/login', { replace: true });
      return;
    }
    // Once per page load, also when React runs the effect twice.
    if (!handling) announceCallbackStarted();
    handling ??= finishSignIn();
    let live = true;
    handling.then(
      (result) => {
        if (!live || !result) return;
        void landingAfterSignIn(result.to).then((to) => {
          if (live) void navigate(to, { replace: true });
        });
      },
      async (e: unknown) => {
        console.error('[auth] sign-in with the identity provider failed', e);
        const { providerMessage } = await import('../../../lib/session/oidc');
        if (live) setError(providerMessage(e).replace(/\.$/, ''));
      },
    );
    return () => {
      live = false;
    };
  }, [navigate]);

  return (
    <Center data-testid="callback-screen" mih={200} w="min(560px, 100%)">
      {error ? (
        <Stack>
          <Alert color="red" role="alert" title={t('error-title')} data-testid="callback-error">
            {t('callback.failed', { error })}
          </Alert>
          <Anchor component={Link} to="/pages/login" ta="center">
            {t('back-to-login')}
          </Anchor>
        </Stack>
      ) : (
        <Stack align="center">
          <Loader aria-hidden />
          <Text role="status">{t('callback.working')}</Text>
        </Stack>
      )}
    </Center>
  );
}
