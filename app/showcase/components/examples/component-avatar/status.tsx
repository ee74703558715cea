import { Avatar, Group, Indicator, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const PEOPLE = [
  { name: 'Siriporn Kaewmanee', status: 'online', color: 'success', src: 16 },
  { name: 'Tomas Novak', status: 'away', color: 'warning', src: 17 },
  { name: 'Aisha Rahman', status: 'offline', color: 'gray', src: 18 },
] as const;

/**
 * A dot on the picture shows whether the person is online; the status is also written out, as
 * a colour alone says nothing to a screen reader or to someone who cannot tell the colours apart.
 */
export default function AvatarStatus() {
  const { t } = useTranslation('component-avatar');
  return (
    <Stack gap="sm">
      {PEOPLE.map(({ name, status, color, src }) => (
        <Group key={name} gap="sm" wrap="nowrap">
          <Indicator color={color} position="bottom-end" offset={6} size={12} withBorder>
            <Avatar src={`/images/avatars/avatar-${src}.svg`} alt={name} radius="xl" />
          </Indicator>
          <div>
            <Text size="sm" fw={600}>
              {name}
            </Text>
            <Text size="xs" c="dimmed">
              {t(`status.${status}`)}
            </Text>
          </div>
        </Group>
      ))}
    </Stack>
  );
}
