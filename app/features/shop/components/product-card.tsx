import { Badge, Card, Group, Image, Rating, Stack, Text } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Product } from '../../../../api/modules/shop/contract';
import { useMoney } from '../../../lib/format/money';
import { CartToggle, WishToggle } from './basket-buttons';
import classes from '../shop.module.css';

interface ProductCardProps {
  product: Product;
  /** 'grid': picture on top (the search's grid, related products); 'list': picture on the left */
  layout: 'grid' | 'list';
}

/**
 * One product of the catalogue: picture, name (a link to its page), brand, stars, price, a short
 * description, the free-shipping badge, and the wish-list and cart buttons with their state.
 */
export function ProductCard({ product, layout }: ProductCardProps) {
  const { t } = useTranslation('shop');
  const money = useMoney();
  const list = layout === 'list';
  return (
    <Card
      withBorder
      padding="sm"
      radius="md"
      className={list ? classes.cardList : classes.cardGrid}
      data-testid="product-card"
      data-layout={layout}
      component="article"
      aria-labelledby={`product-${product.objectID}-name`}
    >
      <div className={classes.picture}>
        <Image src={product.image} alt="" loading="lazy" fit="contain" className={classes.image} />
      </div>
      <Stack gap={6} className={classes.body}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600} lineClamp={1}>
          {product.brand}
        </Text>
        <Text
          component={Link}
          to={product.url}
          id={`product-${product.objectID}-name`}
          fw={600}
          lineClamp={2}
          className={classes.name}
          data-testid="product-name"
        >
          {product.name}
        </Text>
        <Group gap={6}>
          <span
            role="img"
            aria-label={t('card.rating', { rating: product.rating, max: 5 })}
            data-testid="product-rating"
            className={classes.stars}
          >
            <Rating value={product.rating} readOnly size="xs" aria-hidden />
          </span>
          {product.free_shipping ? (
            <Badge
              size="xs"
              variant="outline"
              color="teal"
              c="var(--shop-free-shipping-color)"
              className={classes.freeShipping}
              leftSection={<IconTruckDelivery size={12} aria-hidden />}
            >
              {t('card.freeShipping')}
            </Badge>
          ) : null}
        </Group>
        <Text size="sm" c="dimmed" lineClamp={list ? 3 : 2} className={classes.description}>
          {product.description}
        </Text>
        <Group justify="space-between" wrap="nowrap" mt="auto" gap="xs">
          <Text fw={700} size="lg" data-testid="product-price" data-price={product.price}>
            {money.baht(product.price)}
          </Text>
          <Group gap={6} wrap="nowrap">
            <WishToggle objectID={product.objectID} name={product.name} />
            <CartToggle objectID={product.objectID} name={product.name} />
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}
