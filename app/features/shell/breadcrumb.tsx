import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BreadcrumbEntry } from '../../pages';

/**
 * docs/product.md section 2: a home link to /, then the middle trail entries (title, optional url),
 * and the last entry only when flagged active.
 */
export function visibleTrail(entries: BreadcrumbEntry[]): BreadcrumbEntry[] {
  const rest = entries[0]?.url === '/' ? entries.slice(1) : entries;
  const last = rest[rest.length - 1];
  return last && !last.active ? rest.slice(0, -1) : rest;
}

export function Breadcrumb({ entries }: { entries: BreadcrumbEntry[] }) {
  const { t } = useTranslation('pages');
  const trail = visibleTrail(entries);
  return (
    <nav aria-label={t('breadcrumb', { ns: 'common' })} data-testid="breadcrumb">
      <Breadcrumbs separatorMargin={6} styles={{ root: { flexWrap: 'wrap', rowGap: 4 } }}>
        <Anchor component={Link} to="/" aria-label={t('home')} c="brand" display="flex">
          <IconHome size={16} aria-hidden />
        </Anchor>
        {trail.map((entry, index) => {
          const isLast = index === trail.length - 1;
          if (entry.url && !isLast) {
            return (
              <Anchor key={entry.titleKey} component={Link} to={entry.url} size="sm">
                {t(entry.titleKey)}
              </Anchor>
            );
          }
          return (
            <Text
              key={entry.titleKey}
              size="sm"
              c={isLast ? undefined : 'dimmed'}
              aria-current={isLast ? 'page' : undefined}
            >
              {t(entry.titleKey)}
            </Text>
          );
        })}
      </Breadcrumbs>
    </nav>
  );
}
