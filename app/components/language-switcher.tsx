import { IconChevronDown, IconLanguage } from './inline-icons';
import { useTranslation } from 'react-i18next';
import { currentLanguage, setLanguage } from '../lib/i18n/i18n';
import { isLanguageCode, languages } from '../lib/i18n/languages';
import classes from './language-switcher.module.css';

interface LanguageSwitcherProps {
  /** 'compact' blends into a navbar or header (no border); 'default' is a bordered field */
  variant?: 'default' | 'compact';
  /** text colour (any CSS colour); the surrounding text colour by default */
  color?: string;
  className?: string;
}

/**
 * The six languages, each in its own name; the choice persists (lib/i18n/i18n).
 * A plain native select: keyboard and screen-reader friendly everywhere, and light enough for the
 * public pages' first-load budget (docs/decisions/0003-css-budget.md).
 */
export function LanguageSwitcher({ variant = 'default', color, className }: LanguageSwitcherProps) {
  const { t, i18n } = useTranslation('common');
  const active = isLanguageCode(i18n.language) ? i18n.language : currentLanguage();
  return (
    <span
      className={className ? `${classes.root} ${className}` : classes.root}
      data-variant={variant}
      style={color && color !== 'gray' ? { color } : undefined}
    >
      <IconLanguage size={18} aria-hidden className={classes.icon} />
      <select
        className={classes.select}
        value={active}
        onChange={(event) => {
          const code = event.currentTarget.value;
          if (isLanguageCode(code)) void setLanguage(code);
        }}
        aria-label={t('language.label')}
        data-testid="language-switcher"
      >
        {languages.map((language) => (
          <option key={language.code} value={language.code} lang={language.htmlLang}>
            {language.nativeName}
          </option>
        ))}
      </select>
      <IconChevronDown size={14} aria-hidden className={classes.chevron} />
    </span>
  );
}
