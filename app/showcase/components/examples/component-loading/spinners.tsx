import { Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const TYPES = [
  { type: 'oval', color: 'brand' },
  { type: 'bars', color: 'success' },
  { type: 'dots', color: 'blue' },
] as const;
const SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

/**
 * The three loader shapes in the theme's colours, then one shape in every size. Each loader is a
 * status region named by what is loading, so a screen reader says so once.
 */
export default function LoadingSpinners() {
  const { t } = useTranslation('component-loading');
  return (
    <Stack gap="lg">
      <Group gap="xl" wrap="wrap">
        {TYPES.map(({ type, color }) => (
          <Stack key={type} gap={6} align="center">
            <Loader type={type} color={color} role="status" aria-label={t(`spinners.${type}`)} />
            <Text size="sm" c="dimmed">
              {t(`spinners.${type}`)}
            </Text>
          </Stack>
        ))}
      </Group>
      <Group gap="lg" align="center" wrap="wrap">
        {SIZES.map((size) => (
          <Loader
            key={size}
            size={size}
            role="status"
            aria-label={t('spinners.size', { size })}
            data-testid={`loader-${size}`}
          />
        ))}
      </Group>
    </Stack>
  );
}
