import { Card, Checkbox, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../../lib/format/money';
import classes from './list.module.css';
import { OrderStatusChip, PopularityBar, ProductActions } from './product-cells';
import { SelectShown, type RowHandlers } from './product-table';
import type { ListView } from './use-list-view';

/**
 * The thumbnail view: the same products as cards with their pictures, one column on a phone,
 * up to five on a wide screen; the select-all box above the cards.
 */
export function ProductThumbs({
  list,
  loading,
  onEdit,
  onDelete,
}: { list: ListView; loading: ReactNode } & RowHandlers) {
  const { t } = useTranslation('data-list');
  const money = useMoney();
  const { rows } = list.page;
  return (
    <Stack gap="sm" p="md">
      <SelectShown list={list} label={t('selection.all-shown')} />
      {loading ??
        (rows.length === 0 ? (
          <Text ta="center" c="dimmed" p="lg" data-testid="data-list-empty">
            {t('list.empty')}
          </Text>
        ) : (
          <SimpleGrid
            cols={{ base: 1, xs: 2, md: 3, lg: 4, xl: 5 }}
            spacing="md"
            data-testid="product-thumbs"
          >
            {rows.map((product) => {
              const selected = list.isSelected(product.id);
              return (
                <Card
                  key={product.id}
                  withBorder
                  radius="md"
                  padding="sm"
                  className={classes.card}
                  data-selected={selected}
                  data-testid="product-row"
                  data-product-id={product.id}
                >
                  <Group justify="space-between" wrap="nowrap" mb="xs">
                    <Checkbox
                      checked={selected}
                      onChange={(event) => list.toggle(product.id, event.currentTarget.checked)}
                      aria-label={t('selection.select-product', { name: product.name })}
                      data-testid="product-select"
                    />
                    <ProductActions product={product} onEdit={onEdit} onDelete={onDelete} />
                  </Group>
                  <img
                    src={product.img}
                    alt=""
                    loading="lazy"
                    className={classes.thumbImage}
                    data-testid="product-image"
                  />
                  <Stack gap={6} mt="sm">
                    <Text fw={600} size="sm" className={classes.name} data-testid="product-name">
                      {product.name}
                    </Text>
                    <Group justify="space-between" gap="xs">
                      <Text size="xs" c="dimmed" data-testid="product-category">
                        {t(`category.${product.category}`)}
                      </Text>
                      <OrderStatusChip status={product.order_status} />
                    </Group>
                    <PopularityBar value={product.popularity} />
                    <Text fw={600} data-testid="product-price" data-price={product.price}>
                      {money.baht(product.price)}
                    </Text>
                  </Stack>
                </Card>
              );
            })}
          </SimpleGrid>
        ))}
    </Stack>
  );
}
