import { Avatar, Group } from '@mantine/core';
import { IconBuildingWarehouse, IconShip, IconTruck, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const ICONS = [
  { key: 'guest', Icon: IconUser, color: 'gray' },
  { key: 'carrier', Icon: IconShip, color: 'blue' },
  { key: 'haulier', Icon: IconTruck, color: 'brand' },
  { key: 'warehouse', Icon: IconBuildingWarehouse, color: 'success' },
] as const;

/** An icon instead of a person: a guest, or a company such as a carrier or a warehouse. */
export default function AvatarIcon() {
  const { t } = useTranslation('component-avatar');
  return (
    <Group gap="sm">
      {ICONS.map(({ key, Icon, color }) => (
        <Avatar key={key} color={color} radius="xl" role="img" aria-label={t(`icon.${key}`)}>
          <Icon size={20} aria-hidden />
        </Avatar>
      ))}
    </Group>
  );
}
