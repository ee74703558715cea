import { Avatar, Group } from '@mantine/core';

const PERSON = { name: 'Camille Laurent', src: '/images/avatars/avatar-04.svg' };
const SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

/** From xs (16 px) to xl (84 px), the same picture. */
export default function AvatarSizes() {
  return (
    <Group gap="sm" align="center">
      {SIZES.map((size) => (
        <Avatar key={size} size={size} src={PERSON.src} alt={PERSON.name} />
      ))}
    </Group>
  );
}
