import { Anchor, Breadcrumbs, Group, Text } from '@mantine/core';
import { IconBox, IconBuildingWarehouse, IconHome, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** An icon before each entry; the home entry is only an icon, named by its aria-label. */
export default function BreadcrumbWithIcons() {
  const { t } = useTranslation('component-breadcrumb');
  return (
    <nav aria-label={t('with-icons.label')}>
      <Breadcrumbs separatorMargin={6} style={{ flexWrap: 'wrap', rowGap: 4 }}>
        <Anchor href="#home" aria-label={t('trail.home')} display="flex">
          <IconHome size={16} aria-hidden />
        </Anchor>
        <Anchor href="#warehouses" size="sm">
          <Group gap={4} wrap="nowrap" component="span">
            <IconBuildingWarehouse size={16} aria-hidden />
            {t('trail.warehouses')}
          </Group>
        </Anchor>
        <Anchor href="#lat-krabang" size="sm">
          <Group gap={4} wrap="nowrap" component="span">
            <IconMapPin size={16} aria-hidden />
            {t('trail.latKrabang')}
          </Group>
        </Anchor>
        <Group gap={4} wrap="nowrap" aria-current="page">
          <IconBox size={16} aria-hidden />
          <Text size="sm">{t('trail.bay')}</Text>
        </Group>
      </Breadcrumbs>
    </nav>
  );
}
