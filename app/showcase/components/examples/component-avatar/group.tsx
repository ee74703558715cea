import { Avatar, Group, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const TEAM = [
  { name: 'Lucas Moreau', src: '/images/avatars/avatar-09.svg' },
  { name: 'Beatriz Almeida', src: '/images/avatars/avatar-10.svg' },
  { name: 'Kittipong Chaiyo', src: '/images/avatars/avatar-11.svg' },
  { name: 'Hui Chen', src: '/images/avatars/avatar-12.svg' },
  { name: 'Daniel Okafor', src: '/images/avatars/avatar-13.svg' },
  { name: 'Priya Raman', src: '/images/avatars/avatar-14.svg' },
] as const;
const SHOWN = 3;

/** Overlapping pictures of the team on a shipment, the rest counted as "+3". */
export default function AvatarGroup() {
  const { t } = useTranslation('component-avatar');
  const rest = TEAM.slice(SHOWN);
  return (
    <Group gap="sm">
      <Avatar.Group>
        {TEAM.slice(0, SHOWN).map(({ name, src }) => (
          <Avatar key={name} src={src} alt={name} />
        ))}
        <Tooltip
          withArrow
          events={{ hover: true, focus: true, touch: true }}
          label={rest.map((person) => person.name).join(', ')}
        >
          {/* focusable, so the names behind "+3" are reachable by keyboard too */}
          <Avatar
            component="button"
            type="button"
            aria-label={t('group.more', { names: rest.map((person) => person.name).join(', ') })}
          >
            {t('group.count', { count: rest.length })}
          </Avatar>
        </Tooltip>
      </Avatar.Group>
      <Text size="sm" c="dimmed">
        {t('group.text', { count: TEAM.length })}
      </Text>
    </Group>
  );
}
