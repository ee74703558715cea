import { Anchor, Breadcrumbs, Stack, Switch, Text } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Entry {
  titleKey: string;
  url?: string;
  active?: boolean;
}

/**
 * The product's own rule (docs/product.md section 2.6): a home icon linking to the start, then the
 * middle entries (a link when they have an address), then the last entry only when it is marked
 * active.
 */
function visibleTrail(entries: Entry[]): Entry[] {
  const last = entries[entries.length - 1];
  return last && !last.active ? entries.slice(0, -1) : entries;
}

/** The dashboard's breadcrumb: switch "active" off and the last entry is not shown. */
export default function BreadcrumbActiveRule() {
  const { t } = useTranslation('component-breadcrumb');
  const [active, setActive] = useState(true);
  const entries: Entry[] = [
    { titleKey: 'trail.shipments', url: '#shipments' },
    { titleKey: 'trail.customs' },
    { titleKey: 'trail.declaration', active },
  ];
  const trail = visibleTrail(entries);
  return (
    <Stack gap="md">
      <Switch
        label={t('active-rule.switch')}
        checked={active}
        onChange={(event) => setActive(event.currentTarget.checked)}
        data-testid="breadcrumb-active-switch"
      />
      <nav aria-label={t('active-rule.label')} data-testid="breadcrumb-active-trail">
        <Breadcrumbs separatorMargin={6} style={{ flexWrap: 'wrap', rowGap: 4 }}>
          <Anchor href="#home" aria-label={t('trail.home')} display="flex">
            <IconHome size={16} aria-hidden />
          </Anchor>
          {trail.map((entry, index) => {
            const isLast = index === trail.length - 1;
            if (entry.url && !isLast) {
              return (
                <Anchor key={entry.titleKey} href={entry.url} size="sm">
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
      <Text size="xs" c="dimmed">
        {active ? t('active-rule.shown') : t('active-rule.hidden')}
      </Text>
    </Stack>
  );
}
