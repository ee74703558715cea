import { Button, Divider, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandGithub,
  IconBrandGoogle,
  IconBrandX,
  IconKey,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProviderHint } from '../../../lib/session/oidc';

const icons: Record<ProviderHint, typeof IconBrandGoogle> = {
  google: IconBrandGoogle,
  facebook: IconBrandFacebook,
  twitter: IconBrandX,
  github: IconBrandGithub,
};
const hints: ProviderHint[] = ['google', 'facebook', 'twitter', 'github'];

/** Sign-in through the identity provider: hosted (redirect) and popup with a provider hint. */
export function ProviderButtons({
  onHosted,
  onPopup,
}: {
  onHosted: () => Promise<void>;
  onPopup: (hint: ProviderHint) => Promise<void>;
}) {
  const { t } = useTranslation('auth');
  const [busy, setBusy] = useState<string>();
  const run = async (key: string, action: () => Promise<void>) => {
    setBusy(key);
    try {
      await action();
    } finally {
      setBusy(undefined);
    }
  };
  return (
    <Stack gap="sm" data-testid="provider-buttons">
      <Divider label={t('login.or')} labelPosition="center" />
      <Button
        variant="default"
        leftSection={<IconKey size={18} aria-hidden />}
        loading={busy === 'hosted'}
        disabled={busy !== undefined && busy !== 'hosted'}
        onClick={() => void run('hosted', onHosted)}
        data-testid="sign-in-hosted"
      >
        {t('login.sso')}
      </Button>
      <Text size="sm" c="dimmed" ta="center">
        {t('login.providers-title')}
      </Text>
      <SimpleGrid cols={2} spacing="xs">
        {hints.map((hint) => {
          const Icon = icons[hint];
          return (
            <Button
              key={hint}
              variant="default"
              leftSection={<Icon size={18} aria-hidden />}
              loading={busy === hint}
              disabled={busy !== undefined && busy !== hint}
              onClick={() => void run(hint, () => onPopup(hint))}
              aria-label={t('login.provider', { provider: t(`providers.${hint}`) })}
              data-testid={`sign-in-popup-${hint}`}
            >
              {t(`providers.${hint}`)}
            </Button>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
