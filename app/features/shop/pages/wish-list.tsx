import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconHeart, IconShoppingBag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { API_ERRORS_NS, apiErrorMessage } from '../../../lib/http/api-error-message';
import { notify } from '../../../lib/ui/notify';
import { prefetchWhenSignedIn } from '../../../lib/session/prefetch';
import { basketQueryOptions } from '../api/get-basket';
import { useWishList, wishListQueryOptions } from '../api/get-wish-list';
import { useMoveToCart } from '../api/move-to-cart';
import { useRemoveFromWishList } from '../components/wish-list/use-remove-from-wish-list';
import { WishCard } from '../components/wish-list/wish-card';
import { NoticeCard } from '../components/item/notice-card';
import classes from '../components/wish-list/wish-list.module.css';

/** The wish list and the basket are asked for while the screen's code loads (signed in only). */
export function clientLoader() {
  prefetchWhenSignedIn(wishListQueryOptions(), basketQueryOptions());
  return null;
}

function Empty() {
  const { t } = useTranslation('shop-item');
  return (
    <NoticeCard
      testId="wish-list-empty"
      icon={<IconHeart size={48} stroke={1.5} aria-hidden />}
      title={t('wishList.emptyTitle')}
      text={t('wishList.emptyText')}
      action={{
        label: t('wishList.toShop'),
        to: '/apps/eCommerce/shop',
        icon: <IconShoppingBag size={18} aria-hidden />,
        testId: 'wish-list-shop',
      }}
    />
  );
}

/** /apps/eCommerce/wish-list: the wished products, each moved to the cart or removed at once. */
export default function WishListScreen() {
  const { t } = useTranslation(['shop-item', API_ERRORS_NS]);
  const read = useWishList();
  const move = useMoveToCart();
  const remove = useRemoveFromWishList();
  const items = read.data?.items;

  const onMoveToCart = (objectID: number) => {
    const name = items?.find((item) => item.objectID === objectID)?.name ?? '';
    move.mutate(objectID, {
      onSuccess: () => notify('success', t('wishList.moved', { name })),
    });
  };

  return (
    <section aria-label={t('wishList.label')} data-testid="wish-list-screen">
      {read.isPending ? (
        <div className={classes.grid} aria-busy>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height={320} radius="md" />
          ))}
        </div>
      ) : read.isError ? (
        <Alert
          color="red"
          icon={<IconAlertTriangle aria-hidden />}
          title={t('wishList.loadFailed')}
          data-testid="wish-list-error"
        >
          {apiErrorMessage(t, read.error)}
          <Button variant="light" color="red" size="xs" mt="sm" onClick={() => void read.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      ) : !items?.length ? (
        <Empty />
      ) : (
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text c="dimmed" data-testid="wish-list-count">
              {t('wishList.count', { count: items.length })}
            </Text>
            <Button
              component={Link}
              to="/apps/eCommerce/shop"
              variant="subtle"
              leftSection={<IconShoppingBag size={18} aria-hidden />}
            >
              {t('wishList.continue')}
            </Button>
          </Group>
          <div className={classes.grid}>
            {items.map((product) => (
              <WishCard
                key={product.objectID}
                product={product}
                onMoveToCart={onMoveToCart}
                onRemove={(objectID) => remove.mutate(objectID)}
              />
            ))}
          </div>
        </Stack>
      )}
    </section>
  );
}
