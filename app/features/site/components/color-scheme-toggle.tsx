import { ActionIcon, VisuallyHidden, useComputedColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../settings/store';

/**
 * Light or dark colours, through the app's theme setting (root applies it to Mantine).
 * Both labels and icons are rendered and one of each is hidden by the colour scheme's CSS,
 * so the prerendered HTML matches whatever scheme the visitor stored.
 */
export function ColorSchemeToggle() {
  const { t } = useTranslation('site');
  const setSetting = useSettings((s) => s.set);
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: true });
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      onClick={() => setSetting('theme', computed === 'dark' ? 'light' : 'dark')}
      data-testid="color-scheme-toggle"
    >
      <IconMoon size={20} aria-hidden className="mantine-dark-hidden" />
      <IconSun size={20} aria-hidden className="mantine-light-hidden" />
      <VisuallyHidden className="mantine-dark-hidden">{t('layout.toDark')}</VisuallyHidden>
      <VisuallyHidden className="mantine-light-hidden">{t('layout.toLight')}</VisuallyHidden>
    </ActionIcon>
  );
}
