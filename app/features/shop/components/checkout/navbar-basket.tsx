import {
  ActionIcon,
  Anchor,
  Button,
  Center,
  Divider,
  Group,
  Image,
  Indicator,
  Loader,
  Popover,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconHeart, IconShoppingCart } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBasket } from '../../api/get-basket';
import { useCart } from '../../api/get-cart';
import { shopKeys } from '../../api/keys';
import { useMoney } from '../../../../lib/format/money';
import classes from './navbar-basket.module.css';
import { ChosenOptions } from './chosen-options';

const CHECKOUT = '/apps/eCommerce/checkout';
const WISH_LIST = '/apps/eCommerce/wish-list';
const SHOP = '/apps/eCommerce/shop';

/**
 * The dropdown's items and the subtotal of the cart it lists: the cart is read only while it is
 * open. When it differs from the navbar's basket (changed in another tab), the basket is read again.
 */
function BasketItems({
  count,
  subtotal,
  onNavigate,
}: {
  count?: number;
  subtotal?: number;
  onNavigate: () => void;
}) {
  const { t } = useTranslation('checkout');
  const money = useMoney();
  const cart = useCart();
  const queryClient = useQueryClient();
  const pieces = cart.data?.items.reduce((sum, item) => sum + item.quantity, 0);
  const cartSubtotal = cart.data?.totals.subtotal;
  const differs =
    pieces !== undefined && count !== undefined && (pieces !== count || cartSubtotal !== subtotal);
  useEffect(() => {
    if (differs && !cart.isFetching) {
      void queryClient.invalidateQueries({ queryKey: shopKeys.basket });
    }
  }, [differs, cart.isFetching, queryClient]);
  if (cart.isPending) {
    return (
      <Center py="md">
        <Loader size="sm" role="status" aria-label={t('basket.loading')} />
      </Center>
    );
  }
  const items = cart.data?.items ?? [];
  if (items.length === 0) {
    return (
      <Stack gap="xs" align="center" py="sm" data-testid="basket-empty">
        <Text size="sm">{t('basket.empty')}</Text>
        <Anchor component={Link} to={SHOP} size="sm" onClick={onNavigate}>
          {t('basket.toShop')}
        </Anchor>
      </Stack>
    );
  }
  return (
    <>
      <ul className={classes.items}>
        {items.map((item) => (
          <li key={item.objectID} className={classes.item} data-testid="basket-item">
            <Image src={item.image} alt="" w={44} h={44} fit="contain" />
            <div className={classes.itemText}>
              <Anchor
                component={Link}
                to={item.url}
                size="sm"
                c="var(--mantine-color-text)"
                lineClamp={1}
                onClick={onNavigate}
              >
                {item.name}
              </Anchor>
              <ChosenOptions options={item.selectedOptions} />
              <Text size="xs" c="dimmed">
                {t('basket.quantity', { count: item.quantity })}
              </Text>
            </div>
            <Text size="sm" fw={600} className={classes.price}>
              {money.baht(item.price)}
            </Text>
          </li>
        ))}
      </ul>
      <Divider my="xs" />
      <Group justify="space-between" mb="sm">
        <Text size="sm" fw={600}>
          {t('basket.subtotal')}
        </Text>
        <Text size="sm" fw={700} data-testid="basket-subtotal">
          {money.satang(cart.data?.totals.subtotal ?? 0)}
        </Text>
      </Group>
      <Button
        component={Link}
        to={CHECKOUT}
        fullWidth
        onClick={onNavigate}
        data-testid="basket-checkout"
      >
        {t('basket.checkout')}
      </Button>
    </>
  );
}

/**
 * The navbar's cart: a button with the number of pieces, opening the items with the subtotal and
 * the way to checkout; beside it (from sm up) the wish list's heart with its count.
 */
export function BasketMenu() {
  const { t } = useTranslation('checkout');
  const basket = useBasket().data;
  const [opened, setOpened] = useState(false);
  const count = basket?.cartCount ?? 0;
  const wished = basket?.wishList.length ?? 0;
  const cartLabel = t('basket.open', { count });
  const wishLabel = t('basket.wishList', { count: wished });
  const close = () => setOpened(false);
  return (
    <>
      <Tooltip label={wishLabel} withArrow>
        <Indicator
          label={wished}
          size={16}
          disabled={wished === 0}
          color="red"
          offset={6}
          className={classes.wish}
          data-testid="navbar-wish-count"
          data-count={wished}
        >
          <ActionIcon
            component={Link}
            to={WISH_LIST}
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={wishLabel}
            style={{ color: 'var(--mantine-color-text)' }}
          >
            <IconHeart size={20} aria-hidden />
          </ActionIcon>
        </Indicator>
      </Tooltip>
      <Indicator
        label={count}
        size={16}
        disabled={count === 0}
        offset={6}
        data-testid="navbar-cart-count"
        data-count={count}
      >
        <Popover
          opened={opened}
          onChange={setOpened}
          position="bottom-end"
          width={320}
          shadow="md"
          withArrow
          trapFocus
          returnFocus
        >
          <Popover.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={cartLabel}
              onClick={() => setOpened((o) => !o)}
              style={{ color: 'var(--mantine-color-text)' }}
              data-testid="navbar-cart"
            >
              <IconShoppingCart size={20} aria-hidden />
            </ActionIcon>
          </Popover.Target>
          <Popover.Dropdown aria-label={t('basket.title')} data-testid="basket-dropdown">
            <Group justify="space-between" mb="xs">
              <Text fw={600}>{t('basket.title')}</Text>
              <Anchor
                component={Link}
                to={WISH_LIST}
                size="sm"
                onClick={close}
                data-testid="basket-wish-link"
              >
                {wishLabel}
              </Anchor>
            </Group>
            <BasketItems count={basket?.cartCount} subtotal={basket?.subtotal} onNavigate={close} />
          </Popover.Dropdown>
        </Popover>
      </Indicator>
    </>
  );
}
