import { Group, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { navbarTypes, useSettings, type NavbarType } from '../../../../lib/settings/settings-store';

/**
 * The real setting (docs/product.md sections 3 and 4.4): the dashboard's navbar is floating,
 * static, sticky or hidden. Changing it here changes this page's own navbar at once, and it is
 * kept like every other setting; the customizer offers the same choice.
 */
export default function NavbarSettings() {
  const { t } = useTranslation('component-navbar');
  const navbar = useSettings((s) => s.navbar);
  const set = useSettings((s) => s.set);
  return (
    <Stack gap="sm">
      <Radio.Group
        label={t('settings.label')}
        description={t('settings.hint')}
        value={navbar}
        onChange={(value) => set('navbar', value as NavbarType)}
      >
        <Group gap="md" mt="xs">
          {navbarTypes.map((type) => (
            <Radio key={type} value={type} label={t(`settings.types.${type}`)} />
          ))}
        </Group>
      </Radio.Group>
      <Text size="sm" aria-live="polite" data-testid="navbar-setting">
        {t('settings.current', { type: t(`settings.types.${navbar}`) })}
      </Text>
    </Stack>
  );
}
