/**
 * Layout of the public website: skip link, header with the navigation, the page, footer.
 * Only light code belongs here: every public page loads it first
 * (docs/decisions/0020-public-website.md).
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { SiteFooter } from '../features/site/components/site-footer';
import { SiteHeader } from '../features/site/components/site-header';
import classes from '../features/site/site.module.css';

export default function SiteLayout() {
  const { t } = useTranslation('site');
  useEffect(() => {
    // the page is interactive from here on (browser tests wait for it)
    document.documentElement.dataset.siteHydrated = 'true';
  }, []);
  return (
    <div className={classes.shell}>
      <a href="#main-content" className={classes.skipLink}>
        {t('layout.skipLink')}
      </a>
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className={classes.main}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
