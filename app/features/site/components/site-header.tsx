import { IconLogin2, IconPackage } from '../../../components/inline-icons';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { brand } from '../../../brand';
import { aboutLinks, contactPath, serviceLinks, signInPath, type NavLinkItem } from '../nav';
import classes from '../site.module.css';
import { ColorSchemeToggle } from './color-scheme-toggle';
import { ButtonLink, Container } from './primitives';
import { NavDropdown } from './nav-dropdown';
import { useLocalize } from '../use-localize';
import { unlocalizedPath } from '../../../lib/i18n/localized-path';
import { LanguageMenu } from './language-links';

type NavClass = (state: { isActive: boolean }) => string;

/** `to`: a public page's English path, shown in the page's language; `dashboard`: a staff address */
function NavItem({
  to,
  label,
  navClass,
  dashboard = false,
}: {
  to: string;
  label: string;
  navClass: NavClass;
  dashboard?: boolean;
}) {
  const localize = useLocalize();
  return (
    <li>
      <NavLink to={dashboard ? to : localize(to)} className={navClass}>
        {label}
      </NavLink>
    </li>
  );
}

function DrawerGroup({
  label,
  links,
  navClass,
}: {
  label: string;
  links: NavLinkItem[];
  navClass: NavClass;
}) {
  const { t } = useTranslation('site');
  return (
    <li>
      <span className={classes.drawerGroup}>{label}</span>
      <ul className={classes.drawerSubList}>
        {links.map((link) => (
          <NavItem key={link.to} to={link.to} label={t(link.labelKey)} navClass={navClass} />
        ))}
      </ul>
    </li>
  );
}

export function SiteHeader() {
  const { t } = useTranslation('site');
  const { pathname } = useLocation();
  const localize = useLocalize();

  const englishPath = unlocalizedPath(pathname);
  const inAbout = aboutLinks.some((l) => l.to === englishPath);
  const inServices = serviceLinks.some((l) => l.to === englishPath);
  const navClass: NavClass = ({ isActive }) =>
    isActive ? `${classes.navLink} ${classes.navLinkActive}` : classes.navLink;

  return (
    <header className={classes.header}>
      <Container className={classes.headerInner}>
        <Link to={localize('/home')} className={classes.logo}>
          <img src={brand.logo.src} width={brand.logo.width} height={brand.logo.height} alt="" />
          <span className={classes.logoText}>{brand.name}</span>
        </Link>

        <nav aria-label={t('layout.mainNav')} className={classes.desktopNav}>
          <ul className={classes.navList}>
            <NavItem to="/home" label={t('layout.home')} navClass={navClass} />
            <li>
              <NavDropdown label={t('layout.about')} links={aboutLinks} active={inAbout} />
            </li>
            <li>
              <NavDropdown label={t('layout.services')} links={serviceLinks} active={inServices} />
            </li>
            <NavItem to="/Portfolio" label={t('layout.portfolio')} navClass={navClass} />
            <NavItem to={contactPath} label={t('layout.contact')} navClass={navClass} />
          </ul>
        </nav>

        <div className={classes.headerActions}>
          <LanguageMenu />
          <ColorSchemeToggle />
          {/* a link, not a form: the box itself would weigh on every public page's first load */}
          <Link to={localize('/track')} className={classes.signIn} data-testid="header-track-link">
            <IconPackage size={18} aria-hidden />
            <span className={classes.signInText}>{t('track.header.button')}</span>
          </Link>
          <Link to={signInPath} className={classes.signIn}>
            <IconLogin2 size={18} aria-hidden />
            <span className={classes.signInText}>{t('layout.signIn')}</span>
          </Link>
          {/* the phone menu: a native disclosure, so it opens without script; the `menu` island
              closes it on Escape and on a press outside it */}
          <details className={classes.phoneMenu} data-island="menu">
            <summary
              className={classes.burger}
              aria-label={t('layout.openMenu')}
              data-testid="phone-menu-toggle"
            >
              <span aria-hidden />
            </summary>
            <div id="site-mobile-menu" className={classes.mobileMenu}>
              <nav aria-label={t('layout.menuTitle')}>
                <ul className={classes.drawerList}>
                  <NavItem to="/home" label={t('layout.home')} navClass={navClass} />
                  <DrawerGroup label={t('layout.about')} links={aboutLinks} navClass={navClass} />
                  <DrawerGroup
                    label={t('layout.services')}
                    links={serviceLinks}
                    navClass={navClass}
                  />
                  <NavItem to="/Portfolio" label={t('layout.portfolio')} navClass={navClass} />
                  <NavItem to={contactPath} label={t('layout.contact')} navClass={navClass} />
                  <NavItem to="/track" label={t('track.header.button')} navClass={navClass} />
                  <NavItem
                    to={signInPath}
                    label={t('layout.signIn')}
                    navClass={navClass}
                    dashboard
                  />
                </ul>
              </nav>
              <ButtonLink to={contactPath} fullWidth mt="lg">
                {t('layout.quote')}
              </ButtonLink>
            </div>
          </details>
        </div>
      </Container>
    </header>
  );
}
