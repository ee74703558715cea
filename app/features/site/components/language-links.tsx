/**
 * The page in the other languages: each language's own name, linking to this page's address in
 * it (docs/decisions/0068-language-addresses.md). Plain links, so they work, and search engines
 * follow them, without JavaScript; a click remembers the choice (lib/i18n), which the dashboard
 * and the language offer read.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { IconChevronDown, IconLanguage } from '../../../components/inline-icons';
import { rememberLanguage } from '../../../lib/i18n';
import { languages } from '../../../lib/languages';
import { languageOfPath, localizedPath, unlocalizedPath } from '../../../lib/localized-path';
import classes from '../site.module.css';
import { useDismiss } from './use-dismiss';

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

/** A link to this page in one language, named in that language; a click remembers the choice. */
function VersionLink({ version, className }: { version: LanguageVersion; className?: string }) {
  return (
    <Link
      to={version.to}
      lang={version.htmlLang}
      hrefLang={version.htmlLang}
      aria-current={version.current ? 'page' : undefined}
      className={className}
      onClick={() => rememberLanguage(version.code)}
    >
      {version.nativeName}
    </Link>
  );
}

/**
 * The header's language menu: a native disclosure (`details`), open and closed by the keyboard
 * and without script; Escape and a click elsewhere close it.
 */
export function LanguageMenu() {
  const { t } = useTranslation('site');
  const versions = useLanguageVersions();
  const current = versions.find((v) => v.current)!;
  const details = useRef<HTMLDetailsElement>(null);
  const summary = useRef<HTMLElement>(null);
  const [open, setOpen] = useState(false);
  const close = () => {
    if (details.current) details.current.open = false;
  };
  const { pathname } = useLocation();
  // the layout stays from page to page: a move to another page (or language) closes the menu
  useEffect(close, [pathname]);
  useDismiss(details, summary, open, close);
  return (
    <details
      ref={details}
      className={classes.languageMenu}
      data-testid="language-menu"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary
        ref={summary}
        className={classes.languageSummary}
        aria-label={t('language.choose', { ns: 'common', current: current.nativeName })}
      >
        <IconLanguage size={18} aria-hidden />
        <span className={classes.languageCurrent} aria-hidden>
          {current.nativeName}
        </span>
        <IconChevronDown size={14} aria-hidden className={classes.chevron} />
      </summary>
      <ul className={classes.dropdownList} data-align="end">
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
      <ul className={classes.footerLinks} data-testid="footer-languages">
        {versions.map((version) => (
          <li key={version.code}>
            <VersionLink version={version} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
