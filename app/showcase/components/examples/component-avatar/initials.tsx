import { Avatar, Group } from '@mantine/core';

/**
 * Without a picture, the initials of the name. Dark shades (success.8, blue.9) keep white
 * initials at 4.5:1 or more; the name is the avatar's accessible name.
 */
const PEOPLE = [
  { name: 'Camille Laurent', color: 'brand' },
  { name: 'Rafael Costa', color: 'success.8' },
  { name: 'Nattaya Wongsa', color: 'blue.9' },
  { name: 'Wei Zhang', color: 'grape' },
  { name: 'Anika Schmidt', color: 'dark' },
] as const;

export default function AvatarInitials() {
  return (
    <Group gap="sm">
      {PEOPLE.map(({ name, color }) => (
        <Avatar
          key={name}
          name={name}
          color={color}
          variant="filled"
          role="img"
          aria-label={name}
        />
      ))}
    </Group>
  );
}
