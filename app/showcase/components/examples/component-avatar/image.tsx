import { Avatar, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Pictures shipped with the app (public/images/avatars), each named by its alt text. */
const PEOPLE = [
  { name: 'Somchai Prasert', role: 'dispatcher', src: '/images/avatars/avatar-01.svg' },
  { name: 'Mei Lin', role: 'customs', src: '/images/avatars/avatar-02.svg' },
  { name: 'Jonas Becker', role: 'driver', src: '/images/avatars/avatar-03.svg' },
] as const;

/** A person's picture beside their name and role; round and rounded-square shapes. */
export default function AvatarImage() {
  const { t } = useTranslation('component-avatar');
  return (
    <Stack gap="sm">
      {PEOPLE.map(({ name, role, src }, index) => (
        <Group key={name} gap="sm" wrap="nowrap">
          <Avatar src={src} alt={name} radius={index === 2 ? 'md' : 'xl'} />
          <div>
            <Text size="sm" fw={600}>
              {name}
            </Text>
            <Text size="xs" c="dimmed">
              {t(`image.${role}`)}
            </Text>
          </div>
        </Group>
      ))}
    </Stack>
  );
}
