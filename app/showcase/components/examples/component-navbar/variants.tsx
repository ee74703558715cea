import { Avatar, Box, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBell, IconSearch, IconTruckDelivery } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

const VARIANTS = ['floating', 'static', 'sticky'] as const;
type Variant = (typeof VARIANTS)[number];

/** How each variant places the bar, as the dashboard's frame does (app/features/shell). */
const placement: Record<Variant, CSSProperties> = {
  floating: {
    position: 'sticky',
    top: 8,
    margin: 8,
    borderRadius: 'var(--mantine-radius-md)',
    boxShadow: 'var(--mantine-shadow-md)',
  },
  static: { position: 'relative', boxShadow: 'var(--mantine-shadow-xs)' },
  sticky: { position: 'sticky', top: 0, boxShadow: 'var(--mantine-shadow-sm)' },
};

const ROWS = ['SEA-24017', 'AIR-8812', 'ROAD-5530', 'SEA-24021', 'RAIL-0192', 'AIR-8830'];

/**
 * The product's navbar variants in small scrolling boxes: floating (a card that keeps a margin and
 * stays on top), static (scrolls away with the page) and sticky (stays on top, full width).
 * Scroll each box, with the wheel or with the arrow keys once it has the focus.
 */
export default function NavbarVariants() {
  const { t } = useTranslation('component-navbar');
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
      {VARIANTS.map((variant) => (
        <Stack key={variant} gap={6}>
          <Text fw={600} size="sm">
            {t(`variants.${variant}.name`)}
          </Text>
          <Paper
            withBorder
            radius="md"
            h={230}
            tabIndex={0}
            role="region"
            aria-label={t('variants.box', { variant: t(`variants.${variant}.name`) })}
            style={{ overflowY: 'auto', background: 'var(--mantine-color-default-hover)' }}
            data-testid={`navbar-${variant}`}
          >
            <Group
              justify="space-between"
              wrap="nowrap"
              px="sm"
              h={48}
              style={{ ...placement[variant], zIndex: 1, background: 'var(--mantine-color-body)' }}
            >
              <Group gap={6} wrap="nowrap">
                <IconTruckDelivery size={20} aria-hidden />
                <Text fw={700} size="sm">
                  {t('variants.brand')}
                </Text>
              </Group>
              <Group gap="xs" wrap="nowrap">
                <IconSearch size={18} aria-hidden />
                <IconBell size={18} aria-hidden />
                <Avatar size={26} radius="xl" color="brand">
                  {t('variants.initials')}
                </Avatar>
              </Group>
            </Group>
            <Stack gap={6} p="sm">
              {ROWS.map((row) => (
                <Box key={row} p={8} bg="var(--mantine-color-body)" style={{ borderRadius: 6 }}>
                  <Text size="xs" fw={600}>
                    {row}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t(`variants.${variant}.line`)}
                  </Text>
                </Box>
              ))}
            </Stack>
          </Paper>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
