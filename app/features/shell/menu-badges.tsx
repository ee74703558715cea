import { Badge, VisuallyHidden } from '@mantine/core';
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageEntry } from '../../pages';
import { hrefOf } from './menu';

/**
 * Counts on menu entries (the chat's unseen messages, the inbox's unread mails), keyed by the url
 * the entry opens (`hrefOf`: '/apps/chat', '/apps/email/inbox'). The shell only shows them: the
 * dashboard layout, which may put features together, works them out and hands them in.
 */
export type MenuBadges = Readonly<Record<string, number>>;

const MenuBadgesContext = createContext<MenuBadges>({});

export const MenuBadgesProvider = MenuBadgesContext.Provider;

/** The count of one menu entry (0: none). */
export function useMenuCount(page: PageEntry): number {
  return useContext(MenuBadgesContext)[hrefOf(page)] ?? 0;
}

/** The sum over some entries (a menu group's button, whose entries are hidden in its dropdown). */
export function useMenuTotal(entries: PageEntry[]): number {
  const badges = useContext(MenuBadgesContext);
  return entries.reduce((sum, page) => sum + (badges[hrefOf(page)] ?? 0), 0);
}

/**
 * A count beside a menu entry's name, also read out ("3 new"); nothing for 0. `onFilled`: the
 * entry itself is filled with the primary colour (the current page), so the count is white.
 */
export function MenuCount({ count, onFilled = false }: { count: number; onFilled?: boolean }) {
  const { t } = useTranslation('common');
  if (count <= 0) return null;
  return (
    <Badge
      size="sm"
      circle={count < 10}
      variant={onFilled ? 'white' : 'filled'}
      data-testid="menu-badge"
    >
      <span aria-hidden>{count > 99 ? '99+' : count}</span>
      <VisuallyHidden>{t('menu-badge', { count })}</VisuallyHidden>
    </Badge>
  );
}
