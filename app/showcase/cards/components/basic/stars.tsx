import { Group, VisuallyHidden } from '@mantine/core';
import { IconStar, IconStarFilled, IconStarHalfFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNumberFormat } from './use-locale-format';

/**
 * A rating out of five as stars (whole, half, empty) for the eye, and as text ("4.3 out of 5")
 * for a screen reader: the icons are hidden from it.
 */
export function Stars({ rating, size = 18 }: { rating: number; size?: number }) {
  const { t } = useTranslation('cards');
  const number = useNumberFormat({ maximumFractionDigits: 1 });
  const rounded = Math.round(rating * 2) / 2;
  return (
    <Group gap={2} wrap="nowrap" data-testid="stars" data-rating={rating}>
      {Array.from({ length: 5 }, (_, i) => {
        const Icon =
          rounded >= i + 1 ? IconStarFilled : rounded >= i + 0.5 ? IconStarHalfFilled : IconStar;
        return <Icon key={i} size={size} aria-hidden color="var(--mantine-color-warning-filled)" />;
      })}
      <VisuallyHidden>{t('rating', { value: number.format(rating) })}</VisuallyHidden>
    </Group>
  );
}
