import { Avatar, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDemoUser } from '../../api/get-demo-user';
import { useCardFormats } from '../dashboard/use-card-formats';
import { ReadState } from './read-state';

const STATS = ['shipments', 'followers', 'following'] as const;

/** A staff member's profile: avatar, name, title, where, about, three numbers, an email link. */
export function ProfileCard({ userId }: { userId: number }) {
  const { t } = useTranslation('cards');
  const user = useDemoUser(userId);
  const { count } = useCardFormats();
  return (
    <Card
      component="section"
      withBorder
      padding="lg"
      aria-label={user.data?.name ?? t('profile.loading')}
      data-testid={`profile-card-${userId}`}
    >
      <ReadState read={user} lines={6}>
        {(u) => (
          <Stack align="center" gap="xs" ta="center" h="100%">
            <Avatar src={u.avatar} alt={u.name} size={88} radius={88} name={u.name} />
            <Title order={2} size="h4" data-testid="profile-name">
              {u.name}
            </Title>
            <Text fw={500}>{u.title}</Text>
            <Group gap={4} justify="center" c="dimmed">
              <IconMapPin size={16} aria-hidden />
              <Text size="sm">{u.location}</Text>
            </Group>
            <Text size="sm">{u.about}</Text>
            <SimpleGrid cols={3} w="100%" mt="auto" mb={0} pt="sm" component="dl">
              {STATS.map((stat) => (
                <Stack key={stat} gap={0} align="center">
                  {/* the term first for a screen reader, below the number for the eye */}
                  <Text component="dt" size="xs" c="dimmed" style={{ order: 1 }}>
                    {t(`profile.${stat}`)}
                  </Text>
                  <Text component="dd" fw={700} size="lg" m={0} data-testid={`stat-${stat}`}>
                    {count(u.stats[stat])}
                  </Text>
                </Stack>
              ))}
            </SimpleGrid>
            <Button
              component="a"
              href={`mailto:${u.email}`}
              leftSection={<IconMail size={16} aria-hidden />}
              fullWidth
              mt="xs"
              aria-label={t('profile.emailTo', { name: u.name })}
            >
              {t('profile.email')}
            </Button>
          </Stack>
        )}
      </ReadState>
    </Card>
  );
}
