/**
 * The page in the other languages: each language's own name, linking to this page's address in
 * it (docs/decisions/0068-language-addresses.md). Plain links, so they work, and search engines
 * follow them, without JavaScript; the `language-links` island (app/islands/language-links.ts)
 * remembers the choice on a click, which the dashboard and the language offer read.
 */
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { IconChevronDown, IconLanguage } from '../../../components/inline-icons';
import { languages } from '../../../lib/i18n/languages';
import { languageOfPath, localizedPath, unlocalizedPath } from '../../../lib/i18n/localized-path';
import classes from '../site.module.css';

function useLanguageVersions() {
  const { pathname } = useLocation();
  const current = languageOfPath(pathname);
  const englishPath = unlocalizedPath(pathname);
  return languages.map((language) => ({
    ...language,
    to: localizedPath(englishPath, language.code),
    current: language.code === current,
  }));
}

type LanguageVersion = ReturnType<typeof useLanguageVersions>[number];

/** A link to this page in one language, named in that language. */
function VersionLink({ version, className }: { version: LanguageVersion; className?: string }) {
  return (
    <Link
      to={version.to}
      lang={version.htmlLang}
      hrefLang={version.htmlLang}
      aria-current={version.current ? 'page' : undefined}
      className={className}
      data-language={version.code}
    >
      {version.nativeName}
    </Link>
  );
}

/**
 * The header's language menu: a native disclosure (`details`), open and closed by the keyboard
 * and without script; the `menu` island closes it on Escape and on a press elsewhere.
 */
export function LanguageMenu() {
  const { t } = useTranslation('site');
  const versions = useLanguageVersions();
  const current = versions.find((v) => v.current)!;
  return (
    <details className={classes.languageMenu} data-testid="language-menu" data-island="menu">
      <summary
        className={classes.languageSummary}
        aria-label={t('language.choose', { ns: 'common', current: current.nativeName })}
      >
        <IconLanguage size={18} aria-hidden />
        <span className={classes.languageCurrent} aria-hidden>
          {current.nativeName}
        </span>
        <IconChevronDown size={14} aria-hidden className={classes.chevron} />
      </summary>
      <ul className={classes.dropdownList} data-align="end" data-island="language-links">
        {versions.map((version) => (
          <li key={version.code}>
            <VersionLink version={version} className={classes.dropdownLink} />
          </li>
        ))}
      </ul>
    </details>
  );
}

/** The footer's list of this page in every language. */
export function LanguageList() {
  const { t } = useTranslation('site');
  const versions = useLanguageVersions();
  return (
    <nav aria-labelledby="footer-languages">
      <h2 className={classes.footerHeading} id="footer-languages">
        {t('layout.languages')}
      </h2>
      <ul
        className={classes.footerLinks}
        data-testid="footer-languages"
        data-island="language-links"
      >
        {versions.map((version) => (
          <li key={version.code}>
            <VersionLink version={version} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
