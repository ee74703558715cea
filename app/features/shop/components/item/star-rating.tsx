import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SHOP_RATING_MAX } from '../../../../../api/modules/shop/contract';
import classes from './item.module.css';

/** A product's rating as stars, read out as "4 out of 5 stars". */
export function StarRating({ rating, size = 18 }: { rating: number; size?: number }) {
  const { t } = useTranslation('shop-item');
  return (
    <span
      role="img"
      className={classes.stars}
      aria-label={t('rating', { rating, max: SHOP_RATING_MAX })}
      data-testid="item-rating"
      data-rating={rating}
    >
      {Array.from({ length: SHOP_RATING_MAX }, (_, i) =>
        i < rating ? (
          <IconStarFilled key={i} size={size} aria-hidden />
        ) : (
          <IconStar key={i} size={size} aria-hidden className={classes.empty} />
        ),
      )}
    </span>
  );
}
