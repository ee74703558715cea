import { Button, Card, Stack, Text } from '@mantine/core';
import { IconShoppingCartPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Product } from '../../../../../api/modules/shop/contract';
import { useMoney } from '../../../../lib/format/money';
import { StarRating } from '../item/star-rating';
import classes from './wish-list.module.css';

interface WishCardProps {
  product: Product;
  onMoveToCart: (objectID: number) => void;
  onRemove: (objectID: number) => void;
}

/** A wished product: picture, name (its page), brand, rating, price, "Move to cart" and "Remove". */
export function WishCard({ product, onMoveToCart, onRemove }: WishCardProps) {
  const { t } = useTranslation('shop-item');
  const money = useMoney();
  const titleId = `wish-${product.objectID}-name`;
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      component="article"
      aria-labelledby={titleId}
      className={classes.card}
      data-testid="wish-card"
      data-object-id={product.objectID}
    >
      <div className={classes.picture}>
        <img src={product.image} alt="" width={160} height={160} className={classes.image} />
      </div>
      <Stack gap={6} className={classes.body}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600} lineClamp={1}>
          {product.brand}
        </Text>
        <Text
          component={Link}
          to={product.url}
          id={titleId}
          fw={600}
          lineClamp={2}
          className={classes.name}
          data-testid="wish-name"
        >
          {product.name}
        </Text>
        <StarRating rating={product.rating} size={14} />
        <Text fw={700} size="lg" data-testid="wish-price">
          {money.baht(product.price)}
        </Text>
        <Stack gap="xs" mt="auto" pt="xs">
          <Button
            fullWidth
            leftSection={<IconShoppingCartPlus size={16} aria-hidden />}
            aria-label={t('wishList.moveToCartNamed', { name: product.name })}
            onClick={() => onMoveToCart(product.objectID)}
            data-testid="wish-move-to-cart"
          >
            {t('wishList.moveToCart')}
          </Button>
          <Button
            fullWidth
            variant="default"
            leftSection={<IconTrash size={16} aria-hidden />}
            aria-label={t('wishList.removeNamed', { name: product.name })}
            onClick={() => onRemove(product.objectID)}
            data-testid="wish-remove"
          >
            {t('wishList.remove')}
          </Button>
        </Stack>
      </Stack>
    </Card>
  );
}
