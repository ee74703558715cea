import { ActionIcon, Tooltip } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../lib/settings/settings-store';

/** Quick switch between light and dark (the customizer also offers semi-dark). */
export function ThemeToggle({ visibleFrom }: { visibleFrom?: 'xs' | 'sm' | 'md' }) {
  const { t } = useTranslation('common');
  const theme = useSettings((s) => s.theme);
  const set = useSettings((s) => s.set);
  const dark = theme === 'dark';
  const label = t(dark ? 'theme.to-light' : 'theme.to-dark');
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon
        visibleFrom={visibleFrom}
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={label}
        onClick={() => set('theme', dark ? 'light' : 'dark')}
        style={{ color: 'var(--mantine-color-text)' }}
      >
        {dark ? <IconSun size={20} aria-hidden /> : <IconMoon size={20} aria-hidden />}
      </ActionIcon>
    </Tooltip>
  );
}
