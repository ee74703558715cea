import { IconChevronDown } from '../../../components/inline-icons';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import type { NavLinkItem } from '../nav';
import { useLocalize } from '../use-localize';
import classes from '../site.module.css';
import { useDismiss } from './use-dismiss';

/**
 * A navigation disclosure: a button that shows a list of links (W3C "disclosure navigation").
 * Keyboard: Tab reaches the button, Enter or Space opens it, Tab walks the links, Escape closes it
 * and returns to the button. Closes on navigation, on a click outside and when focus leaves it.
 * Plain React and CSS: no popover library on the public pages.
 */
export function NavDropdown({ label, links, active }: { label: string; links: NavLinkItem[]; active: boolean }) {
  const { t } = useTranslation('site');
  const localize = useLocalize();
  const { pathname } = useLocation();
  // open on the page where it was opened: a navigation closes it
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useDismiss(root, button, open, () => setOpenOn(null));

  return (
    <div
      ref={root}
      className={classes.dropdown}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className={classes.navLink}
        data-active={active || undefined}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {label}
        <IconChevronDown size={16} aria-hidden className={classes.chevron} />
      </button>
      <ul id={listId} className={classes.dropdownList} hidden={!open}>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={localize(link.to)} className={classes.dropdownLink}>
              <span className={classes.dropdownLabel}>{t(link.labelKey)}</span>
              {link.descriptionKey && <span className={classes.dropdownDescription}>{t(link.descriptionKey)}</span>}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
