import { Box, Group, Rating, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const CARRIERS = [
  { key: 'ocean', score: 4.5 },
  { key: 'air', score: 4 },
  { key: 'road', score: 3.5 },
] as const;

/** Carriers' scores from customer reviews: shown, not changed, and named for screen readers. */
export default function RatingReadOnly() {
  const { t } = useTranslation('extension-star-ratings');
  return (
    <Stack gap="sm">
      {CARRIERS.map(({ key, score }) => (
        <Group key={key} justify="space-between" wrap="wrap" gap="xs">
          <Text size="sm">{t(`read-only.${key}`)}</Text>
          <Group gap="xs" wrap="nowrap">
            <Box role="img" aria-label={t('read-only.score', { score })}>
              <Rating value={score} fractions={2} readOnly data-testid={`rating-${key}`} />
            </Box>
            <Text size="sm" c="dimmed" aria-hidden>
              {score}
            </Text>
          </Group>
        </Group>
      ))}
    </Stack>
  );
}
