import { IconMoon, IconSun } from '../../../components/inline-icons';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../../lib/settings-store';
import classes from '../site.module.css';

/**
 * Light or dark colours, through the app's theme setting (root.tsx applies it to <html>).
 * Both labels and icons are rendered and one of each is hidden by the colour scheme's CSS,
 * so the prerendered HTML matches whatever scheme the visitor stored.
 */
export function ColorSchemeToggle() {
  const { t } = useTranslation('site');
  const setSetting = useSettings((s) => s.set);
  const toggle = () => {
    const dark = document.documentElement.dataset.mantineColorScheme === 'dark';
    setSetting('theme', dark ? 'light' : 'dark');
  };
  return (
    <button type="button" className={classes.iconButton} onClick={toggle} data-testid="color-scheme-toggle">
      <IconMoon size={20} aria-hidden className={classes.darkHidden} />
      <IconSun size={20} aria-hidden className={classes.lightHidden} />
      <span className={`${classes.visuallyHidden} ${classes.darkHidden}`}>{t('layout.toDark')}</span>
      <span className={`${classes.visuallyHidden} ${classes.lightHidden}`}>{t('layout.toLight')}</span>
    </button>
  );
}
