import { Box, Group, Rating, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

/** The five sizes of the theme, from a table row (xs) to a review page's headline (xl). */
export default function RatingSizes() {
  const { t } = useTranslation('extension-star-ratings');
  return (
    <Stack gap="xs">
      {SIZES.map((size) => (
        <Group key={size} gap="md" wrap="nowrap">
          <Text size="sm" w={32} ff="monospace">
            {size}
          </Text>
          <Box role="img" aria-label={t('sizes.label', { size })}>
            <Rating size={size} defaultValue={4} readOnly />
          </Box>
        </Group>
      ))}
    </Stack>
  );
}
