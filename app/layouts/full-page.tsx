// the sign-in and error screens draw with all of Mantine's styles from the start
import '../styles/mantine-frame.css';
import '../styles/mantine-rest.css';
import { Center, Group, Loader } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LanguageSwitcher } from '../components/language-switcher';
import { StaffProviders } from '../components/staff-providers';
import { BrandMark } from '../features/shell/brand-mark';
import classes from '../features/shell/full-page.module.css';
import { NavigationOverlay } from '../features/shell/navigation-overlay';
import { ThemeToggle } from '../features/shell/theme-toggle';
import { useCurrentPage, useDocumentTitle } from '../features/shell/use-current-page';

/** Full-page layout: sign-in screens, error pages, maintenance, coming soon. */
export default function FullPageLayout() {
  const { t } = useTranslation('common');
  useDocumentTitle(useCurrentPage());
  return (
    <StaffProviders>
      <div className={classes.root} data-testid="full-page-layout">
        <header className={classes.bar}>
          <BrandMark collapsibleClass={classes.brandName} />
          <Group gap={4} wrap="nowrap">
            <LanguageSwitcher variant="compact" />
            <ThemeToggle />
          </Group>
        </header>
        <main id="main" className={classes.main}>
          <NavigationOverlay />
          <Suspense
            fallback={
              <Center>
                <Loader role="status" aria-label={t('loading')} />
              </Center>
            }
          >
            <Outlet />
          </Suspense>
        </main>
      </div>
    </StaffProviders>
  );
}
