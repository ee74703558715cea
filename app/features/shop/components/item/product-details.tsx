import { Anchor, Badge, Breadcrumbs, Group, Stack, Text, Title } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Product } from '../../../../../api/modules/shop/contract';
import { useMoney } from '../../../../lib/format/money';
import { ProductGallery } from './product-gallery';
import { PurchasePanel } from './purchase-panel';
import { StarRating } from './star-rating';
import classes from './item.module.css';

/** The shop filtered by a category path (any level), as the shop screen reads its address. */
const categoryHref = (path: string) => `/apps/eCommerce/shop?category=${encodeURIComponent(path)}`;

/** The category paths of each level, top first ('Packing', 'Packing > Tape', ...). */
function categoryPaths(product: Product): string[] {
  const { lvl0, lvl1, lvl2, lvl3 } = product.hierarchicalCategories;
  return [lvl0, lvl1, lvl2, lvl3].filter((path): path is string => Boolean(path));
}

/** The product itself: pictures beside name, brand, category, rating, price, description, purchase. */
export function ProductDetails({ product }: { product: Product }) {
  const { t } = useTranslation('shop-item');
  const money = useMoney();
  const paths = categoryPaths(product);
  return (
    <div className={classes.layout}>
      <ProductGallery name={product.name} images={product.images} />
      <Stack gap="sm">
        <nav aria-label={t('categories')}>
          <Breadcrumbs separator="›" separatorMargin={6} style={{ flexWrap: 'wrap' }}>
            {paths.map((path, i) => (
              <Anchor
                key={path}
                component={Link}
                to={categoryHref(path)}
                size="sm"
                c="bright"
                underline="always"
                data-testid="item-category"
              >
                {product.categories[i] ?? path}
              </Anchor>
            ))}
          </Breadcrumbs>
        </nav>
        <Title order={2} size="h3" id="item-name-title" data-testid="item-name">
          {product.name}
        </Title>
        <Text size="sm" c="dimmed" data-testid="item-brand">
          {t('by', { brand: product.brand })}
        </Text>
        <Group gap="sm">
          <StarRating rating={product.rating} />
          {product.free_shipping && (
            <Badge
              variant="filled"
              color="teal.9"
              leftSection={<IconTruckDelivery size={14} aria-hidden />}
              data-testid="item-free-shipping"
            >
              {t('freeShipping')}
            </Badge>
          )}
        </Group>
        <Text fz={28} fw={700} data-testid="item-price" data-price={product.price}>
          {money.baht(product.price)}
        </Text>
        <Text data-testid="item-description">{product.description}</Text>
        <PurchasePanel product={product} />
      </Stack>
    </div>
  );
}
