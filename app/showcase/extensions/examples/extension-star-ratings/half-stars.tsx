import { Rating, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Half stars: the driver's delivery rated in steps of 0.5, by mouse or with the arrow keys. */
export default function RatingHalfStars() {
  const { t } = useTranslation('extension-star-ratings');
  const [value, setValue] = useState(3.5);
  return (
    <Stack gap="xs">
      <Text size="sm">{t('half-stars.question')}</Text>
      <Rating
        value={value}
        onChange={setValue}
        fractions={2}
        size="lg"
        getSymbolLabel={(index) => t('half-stars.symbol', { n: index + 1 })}
        data-testid="rating-half"
      />
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('half-stars.value', { value })}
      </Text>
    </Stack>
  );
}
