import { IconMoon, IconSun } from '../../../components/inline-icons';
import { useTranslation } from 'react-i18next';
import classes from '../site.module.css';

/**
 * Light or dark colours, through the app's theme setting (root.tsx applies it to <html>); the
 * `theme-toggle` island (app/islands/theme-toggle.ts) flips it. Both labels and icons are rendered
 * and one of each is hidden by the colour scheme's CSS, so the prerendered HTML matches whatever
 * scheme the visitor stored. Without script it would do nothing, so it is not shown.
 */
export function ColorSchemeToggle() {
  const { t } = useTranslation('site');
  return (
    <button
      type="button"
      className={`${classes.iconButton} ${classes.needsScript}`}
      data-island="theme-toggle"
      data-testid="color-scheme-toggle"
    >
      <IconMoon size={20} aria-hidden className={classes.darkHidden} />
      <IconSun size={20} aria-hidden className={classes.lightHidden} />
      <span className={`${classes.visuallyHidden} ${classes.darkHidden}`}>{t('layout.toDark')}</span>
      <span className={`${classes.visuallyHidden} ${classes.lightHidden}`}>{t('layout.toLight')}</span>
    </button>
  );
}
