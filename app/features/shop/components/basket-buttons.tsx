import { ActionIcon, Button, Tooltip } from '@mantine/core';
import {
  IconHeart,
  IconHeartFilled,
  IconShoppingCart,
  IconShoppingCartCheck,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useBasket } from '../api/get-basket';
import { useToggleCart } from '../api/toggle-cart';
import { useToggleWishList } from '../api/toggle-wish-list';

interface BasketButtonProps {
  objectID: number;
  /** the product's name, for the label read by a screen reader ("Add Tape dispenser to cart") */
  name: string;
  /** 'icon': a round icon with a tooltip (cards, lists); 'button': icon and words (item page) */
  variant?: 'icon' | 'button';
  /** the full button's size and width (a card's bottom row fills it) */
  fullWidth?: boolean;
}

/** Whether the product is in the cart and in the wish list, from the basket (false while loading). */
export function useBasketState(objectID: number) {
  const basket = useBasket().data;
  return {
    inCart: basket?.cart.some((line) => line.objectID === objectID) ?? false,
    wished: basket?.wishList.includes(objectID) ?? false,
  };
}

/** Puts the product in the cart or takes it out; pressed while it is in the cart. */
export function CartToggle({ objectID, name, variant = 'icon', fullWidth }: BasketButtonProps) {
  const { t } = useTranslation('shop');
  const { inCart } = useBasketState(objectID);
  const toggle = useToggleCart();
  const label = t(inCart ? 'basket.removeFromCart' : 'basket.addToCart', { name });
  const Icon = inCart ? IconShoppingCartCheck : IconShoppingCart;
  if (variant === 'button') {
    return (
      <Button
        variant={inCart ? 'light' : 'filled'}
        leftSection={<Icon size={18} aria-hidden />}
        aria-pressed={inCart}
        aria-label={label}
        fullWidth={fullWidth}
        onClick={() => toggle.mutate(objectID)}
      >
        {t(inCart ? 'basket.inCart' : 'basket.addToCartShort')}
      </Button>
    );
  }
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon
        variant={inCart ? 'filled' : 'light'}
        size="lg"
        radius="xl"
        aria-pressed={inCart}
        aria-label={label}
        onClick={() => toggle.mutate(objectID)}
      >
        <Icon size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

/** Puts the product in the wish list or takes it out; pressed while it is wished. */
export function WishToggle({ objectID, name, variant = 'icon', fullWidth }: BasketButtonProps) {
  const { t } = useTranslation('shop');
  const { wished } = useBasketState(objectID);
  const toggle = useToggleWishList();
  const label = t(wished ? 'basket.removeFromWishList' : 'basket.addToWishList', { name });
  const Icon = wished ? IconHeartFilled : IconHeart;
  if (variant === 'button') {
    return (
      <Button
        variant="default"
        leftSection={<Icon size={18} aria-hidden color="var(--mantine-color-red-6)" />}
        aria-pressed={wished}
        aria-label={label}
        fullWidth={fullWidth}
        onClick={() => toggle.mutate(objectID)}
      >
        {t(wished ? 'basket.wished' : 'basket.wishShort')}
      </Button>
    );
  }
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon
        variant="light"
        color="red"
        size="lg"
        radius="xl"
        aria-pressed={wished}
        aria-label={label}
        onClick={() => toggle.mutate(objectID)}
      >
        <Icon size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
