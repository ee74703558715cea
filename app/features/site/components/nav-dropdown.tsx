import { IconChevronDown } from '../../../components/inline-icons';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { NavLinkItem } from '../nav';
import { useLocalize } from '../use-localize';
import classes from '../site.module.css';

/**
 * A navigation disclosure: a native `details` whose summary shows a list of links, so it opens
 * with the keyboard and without script. The `menu` island (app/islands/menu.ts) closes it on
 * Escape, on a press outside it and when the focus leaves it.
 */
export function NavDropdown({ label, links, active }: { label: string; links: NavLinkItem[]; active: boolean }) {
  const { t } = useTranslation('site');
  const localize = useLocalize();
  return (
    <details className={classes.dropdown} data-island="menu">
      <summary className={classes.navLink} data-active={active || undefined}>
        {label}
        <IconChevronDown size={16} aria-hidden className={classes.chevron} />
      </summary>
      <ul className={classes.dropdownList}>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={localize(link.to)} className={classes.dropdownLink}>
              <span className={classes.dropdownLabel}>{t(link.labelKey)}</span>
              {link.descriptionKey && <span className={classes.dropdownDescription}>{t(link.descriptionKey)}</span>}
            </NavLink>
          </li>
        ))}
      </ul>
    </details>
  );
}
