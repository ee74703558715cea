import { Anchor, Breadcrumbs, Stack, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const SEPARATORS: { key: string; separator: ReactNode }[] = [
  { key: 'slash', separator: '/' },
  { key: 'chevron', separator: <IconChevronRight size={14} aria-hidden /> },
  { key: 'arrow', separator: '→' },
];

/**
 * The same trail with three separators. Each trail is a nav named "Breadcrumb"; the current
 * page is plain text marked aria-current, the others are links.
 */
export default function BreadcrumbSeparators() {
  const { t } = useTranslation('component-breadcrumb');
  return (
    <Stack gap="md">
      {SEPARATORS.map(({ key, separator }) => (
        <nav key={key} aria-label={t('separators.label', { kind: t(`separators.${key}`) })}>
          <Breadcrumbs separator={separator} separatorMargin={6} style={{ flexWrap: 'wrap' }}>
            <Anchor href="#shipments" size="sm">
              {t('trail.shipments')}
            </Anchor>
            <Anchor href="#sea-freight" size="sm">
              {t('trail.seaFreight')}
            </Anchor>
            <Text size="sm" aria-current="page">
              {t('trail.shipment')}
            </Text>
          </Breadcrumbs>
        </nav>
      ))}
    </Stack>
  );
}
