import { Group, Radio, Rating, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  SHOP_RATING_FACETS,
  SHOP_RATING_MAX,
  type RatingFacet as Facet,
} from '../../../../../api/modules/shop/contract';
import type { ShopRating } from '../../search-state';

interface RatingFacetProps {
  ratingMin: ShopRating | undefined;
  /** the count of each threshold (facets.ratings) */
  facets: Facet[];
  onChange: (ratingMin: ShopRating | undefined) => void;
}

/** "Any rating", then "4 stars & up" to "1 star & up" with their counts. */
export function RatingFacet({ ratingMin, facets, onChange }: RatingFacetProps) {
  const { t } = useTranslation('shop');
  const thresholds = [...SHOP_RATING_FACETS].reverse();
  return (
    <Radio.Group
      value={ratingMin === undefined ? 'any' : String(ratingMin)}
      onChange={(value) =>
        onChange(value === 'any' ? undefined : thresholds.find((r) => String(r) === value))
      }
      aria-label={t('filters.rating')}
      data-testid="rating-facet"
    >
      <Stack gap={6}>
        <Radio value="any" label={t('filters.anyRating')} size="xs" />
        {thresholds.map((rating) => {
          const count = facets.find((f) => f.rating === rating)?.count ?? 0;
          return (
            <Radio
              key={rating}
              value={String(rating)}
              size="xs"
              data-testid="rating-option"
              label={
                <Group gap={6} wrap="nowrap" component="span">
                  <Rating value={rating} count={SHOP_RATING_MAX} readOnly size="xs" aria-hidden />
                  <span>{t('filters.ratingUp', { count: rating })}</span>
                  <Text span size="xs" c="dimmed">
                    ({count})
                  </Text>
                </Group>
              }
            />
          );
        })}
      </Stack>
    </Radio.Group>
  );
}
