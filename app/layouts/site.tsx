/**
 * Layout of the public website: skip link, header with the navigation, the page, footer.
 * Only light code belongs here: every public page loads it first
 * (docs/decisions/0020-public-website.md). The page's language is the one its address names
 * (docs/decisions/0068-language-addresses.md).
 */
import { lazy, Suspense, use, useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useParams } from 'react-router';
import { SiteFooter } from '../features/site/components/site-footer';
import { SiteHeader } from '../features/site/components/site-header';
import classes from '../features/site/site.module.css';
import { hasChosenLanguage, pageLanguageReady, storedLanguage } from '../lib/i18n';
import { isLanguageCode } from '../lib/languages';
import { languageOfPath, prefixedLanguages } from '../lib/localized-path';
import type { RouteHandle } from '../root';

export const handle: RouteHandle = { publicSite: true };

// only for a visitor who chose another language than the page's: not in every page's first load
const LanguageOffer = lazy(() =>
  import('../features/site/components/language-offer').then((m) => ({ default: m.LanguageOffer })),
);

const noSubscription = () => () => {};

export default function SiteLayout() {
  const { lang } = useParams();
  const known = lang === undefined || (isLanguageCode(lang) && prefixedLanguages.includes(lang));
  const language = languageOfPath(known && lang ? `/${lang}` : '/');
  // a move to another language's address: its texts load before the page shows in it
  const ready = pageLanguageReady(language);
  if (ready) use(ready);
  const { t } = useTranslation('site');
  // the stored choice is the browser's: none while prerendering and hydrating, read after
  const offerWanted = useSyncExternalStore(
    noSubscription,
    () => hasChosenLanguage() && storedLanguage() !== language,
    () => false,
  );
  useEffect(() => {
    // the page is interactive from here on (browser tests wait for it)
    document.documentElement.dataset.siteHydrated = 'true';
  }, []);
  // `/xx/home`: no such language, so no such page (the same screen as any unknown address)
  if (!known) return <Navigate to="/pages/error-404" replace />;
  return (
    <div className={classes.shell}>
      <a href="#main-content" className={classes.skipLink}>
        {t('layout.skipLink')}
      </a>
      <SiteHeader />
      {offerWanted && (
        <Suspense fallback={null}>
          <LanguageOffer />
        </Suspense>
      )}
      <main id="main-content" tabIndex={-1} className={classes.main}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
