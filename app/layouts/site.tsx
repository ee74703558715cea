/**
 * Layout of the public website: skip link, header with the navigation, the page, footer.
 * Only light code belongs here: every public page loads it first
 * (docs/decisions/0020-public-website.md). The page's language is the one its address names
 * (docs/decisions/0068-language-addresses.md).
 */
import { useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import { Navigate, Outlet, useParams } from 'react-router';
import { LanguageOffer } from '../features/site/components/language-offer';
import { SiteFooter } from '../features/site/components/site-footer';
import { SiteHeader } from '../features/site/components/site-header';
import classes from '../features/site/site.module.css';
import { isLanguageCode } from '../lib/i18n/languages';
import { publicPageMark, setPublicPageMark } from '../lib/ui/public-page-mark';
import { prefixedLanguages } from '../lib/i18n/localized-path';
import type { RouteHandle } from '../root';

export const handle: RouteHandle = { publicSite: true };

const isKnownLanguage = (lang: string | undefined) =>
  lang === undefined || (isLanguageCode(lang) && prefixedLanguages.includes(lang));

/**
 * A public page is static HTML with islands, never a screen of the application
 * (docs/decisions/0069-public-pages-as-islands.md). The layout renders as the application only
 * when the application has come to a public address: a move from the dashboard, or a host that
 * answered the address with the application's fallback page. It then loads the page's document;
 * if that document was the application again (the host has no such page), it shows the 404 screen
 * rather than loading it again and again. The islands' entry clears the mark.
 */
function LeaveApplication() {
  const { lang } = useParams();
  const known = isKnownLanguage(lang);
  const [loadedBefore] = useState(() => publicPageMark() === window.location.href);
  useEffect(() => {
    if (!known) return;
    if (loadedBefore) {
      setPublicPageMark(null);
      return;
    }
    setPublicPageMark(window.location.href);
    window.location.reload();
  }, [known, loadedBefore]);
  return known && !loadedBefore ? null : <Navigate to="/pages/error-404" replace />;
}

function SitePage() {
  const { t } = useTranslation('site');
  return (
    <div className={classes.shell}>
      <a href="#main-content" className={classes.skipLink}>
        {t('layout.skipLink')}
      </a>
      <SiteHeader />
      <LanguageOffer />
      <main id="main-content" tabIndex={-1} className={classes.main}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}

export default function SiteLayout() {
  return import.meta.env.SSR ? <SitePage /> : <LeaveApplication />;
}
