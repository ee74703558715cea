import { Group, Text } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { brand } from '../../brand';

/** The product's mark and name, linking to the home page. */
export function BrandMark({ collapsibleClass }: { collapsibleClass?: string }) {
  const { t } = useTranslation('common');
  return (
    <Group
      renderRoot={(props) => (
        <Link to="/" aria-label={t('go-home', { name: brand.name })} {...props} />
      )}
      gap={10}
      wrap="nowrap"
      style={{ textDecoration: 'none', color: 'inherit' }}
    >
      <IconTruckDelivery
        size={30}
        color="var(--mantine-color-brand-5)"
        aria-hidden
        style={{ flexShrink: 0 }}
      />
      <Text fw={700} size="lg" className={collapsibleClass} style={{ whiteSpace: 'nowrap' }}>
        {brand.name}
      </Text>
    </Group>
  );
}
