import { Drawer, Loader, Center } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSettings } from '../../lib/settings/settings-store';
import { BrandMark } from './brand-mark';
import classes from './dashboard.module.css';
import { Footer } from './footer';
import { HorizontalMenu } from './horizontal-menu';
import { MenuBadgesProvider, type MenuBadges } from './menu-badges';
import { Navbar } from './navbar';
import { NavigationOverlay } from './navigation-overlay';
import { PageHeader } from './page-header';
import { PageSearchLauncher } from './page-search-launcher';
import { RouteTransition } from './route-transition';
import { SideMenu } from './side-menu';
import { useCurrentPage, useDocumentTitle } from './use-current-page';

/**
 * The dashboard frame: side or top menu, navbar, page header, the screen, footer, customizer.
 * The customizer is the settings feature's; the layout hands it in (a feature does not import
 * another), and the frame gives it the class that places its toggle: in the navbar, or, with the
 * navbar hidden, at the window's edge beside a margin kept free for it, so that it never covers
 * the screen's content (issue 37). So are the menu's counts
 * (`badges`, ./menu-badges.tsx), which the layout works out from the apps' data.
 */
export function DashboardShell({
  children,
  customizer,
  badges = noBadges,
  navbarActions,
}: {
  children: ReactNode;
  /** the customizer, its toggle given `toggleClassName` */
  customizer: (toggleClassName: string) => ReactNode;
  badges?: MenuBadges;
  /** the navbar's actions slot (the layout gives the shop's cart) */
  navbarActions?: ReactNode;
}) {
  const { t } = useTranslation('common');
  const settings = useSettings();
  const page = useCurrentPage();
  useDocumentTitle(page);
  const [drawerOpened, drawer] = useDisclosure(false);
  const { pathname } = useLocation();
  const semiDark = settings.theme === 'semi-dark';
  const navbarHidden = settings.navbar === 'hidden';

  return (
    <MenuBadgesProvider value={badges}>
      <div
        className={classes.root}
        data-layout={settings.layout}
        data-navbar={settings.navbar}
        data-footer={settings.footer}
        data-collapsed={settings.layout === 'vertical' && settings.sidebarCollapsed}
        data-testid="dashboard-layout"
      >
        <a href="#main" className={classes.skip}>
          {t('skip-to-content')}
        </a>
        <aside
          className={classes.sidebar}
          aria-label={t('main-menu')}
          data-mantine-color-scheme={semiDark ? 'dark' : undefined}
        >
          <div className={classes.sidebarBrand}>
            <BrandMark collapsibleClass={classes.collapsible} />
          </div>
          <SideMenu collapsible />
        </aside>
        <div className={classes.content}>
          {/* the header stays when the navbar is hidden, holding only the customizer's toggle
              (then at the window's edge): a toggle that moved elsewhere in the tree would close
              the customizer the moment it hides the navbar */}
          <header className={classes.header}>
            <Navbar
              hidden={navbarHidden}
              menuOpened={drawerOpened}
              onMenuToggle={drawer.toggle}
              actions={navbarActions}
              customizer={customizer(
                navbarHidden ? classes.customizerAtEdge : classes.customizerInNavbar,
              )}
            />
            {!navbarHidden && settings.layout === 'horizontal' && (
              <HorizontalMenu dark={semiDark} />
            )}
          </header>
          <main id="main" className={classes.main} tabIndex={-1}>
            <NavigationOverlay />
            {page && <PageHeader page={page} />}
            <RouteTransition>
              <Suspense
                key={pathname}
                fallback={
                  <Center mih={200}>
                    <Loader role="status" aria-label={t('loading')} />
                  </Center>
                }
              >
                {children}
              </Suspense>
            </RouteTransition>
          </main>
          {settings.footer !== 'hidden' && <Footer />}
        </div>
        <Drawer
          opened={drawerOpened}
          onClose={drawer.close}
          size={280}
          padding={0}
          withCloseButton={false}
          title={t('main-menu')}
          hiddenFrom="lg"
          styles={{
            header: { display: 'none' },
            body: { height: '100%', display: 'flex', flexDirection: 'column' },
          }}
        >
          <div className={classes.sidebarBrand}>
            <BrandMark />
          </div>
          <SideMenu onNavigate={drawer.close} />
        </Drawer>
        <PageSearchLauncher />
      </div>
    </MenuBadgesProvider>
  );
}

const noBadges: MenuBadges = {};
