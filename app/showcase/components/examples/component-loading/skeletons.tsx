import { Avatar, Badge, Box, Group, Paper, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { IconShip } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Skeletons keep the shape of a shipment's card while its data loads, so nothing jumps when it
 * arrives. The switch plays both states; the loading one is a status region.
 */
export default function LoadingSkeletons() {
  const { t } = useTranslation('component-loading');
  const [loaded, setLoaded] = useState(false);
  return (
    <Stack gap="md">
      <Switch
        label={t('skeletons.switch')}
        checked={loaded}
        onChange={(event) => setLoaded(event.currentTarget.checked)}
      />
      <Paper withBorder p="md" radius="md">
        {loaded ? (
          <Group wrap="nowrap" align="flex-start" data-testid="skeleton-loaded">
            <Avatar color="brand" radius="xl">
              <IconShip size={20} aria-hidden />
            </Avatar>
            <Box style={{ minWidth: 0 }}>
              <Group gap="xs">
                <Text fw={600}>{t('skeletons.shipment')}</Text>
                <Badge color="success" variant="light">
                  {t('skeletons.status')}
                </Badge>
              </Group>
              <Text size="sm">{t('skeletons.route')}</Text>
              <Text size="sm" c="dimmed">
                {t('skeletons.eta')}
              </Text>
            </Box>
          </Group>
        ) : (
          <Group
            wrap="nowrap"
            align="flex-start"
            role="status"
            aria-label={t('skeletons.loading')}
            data-testid="skeleton-loading"
          >
            <Skeleton height={38} circle />
            <Stack gap={8} style={{ flex: 1 }}>
              <Skeleton height={14} width="45%" radius="xl" />
              <Skeleton height={10} width="80%" radius="xl" />
              <Skeleton height={10} width="60%" radius="xl" />
            </Stack>
          </Group>
        )}
      </Paper>
    </Stack>
  );
}
