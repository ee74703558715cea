import { Anchor, Badge, Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { IconCheck, IconShoppingCartPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CART_QUANTITY_MAX, CART_QUANTITY_MIN } from '../../../../../api/modules/orders/contract';
import type { Product } from '../../../../../api/modules/shop/contract';
import { useAddToCart } from '../../api/add-to-cart';
import { useBasket } from '../../api/get-basket';
import { useToggleCart } from '../../api/toggle-cart';
import { useUpdateCartItem } from '../../api/update-cart-item';
import { WishToggle } from '../basket-buttons';
import { ProductOptions } from './product-options';

/** A whole quantity of 1 to 10 from the input, or null while it is not one (empty, 11). */
function quantityOf(value: number | string): number | null {
  const n = typeof value === 'number' ? value : Number.parseInt(value, 10);
  return Number.isInteger(n) && n >= CART_QUANTITY_MIN && n <= CART_QUANTITY_MAX ? n : null;
}

/**
 * What the reader does with the product: the option choice, the quantity, "Add to cart" (or,
 * when it is in the cart, its state with a link to the checkout and a remove; the options and the
 * quantity then show and change the cart's line), and the wish list.
 */
export function PurchasePanel({ product }: { product: Product }) {
  const { t } = useTranslation('shop-item');
  const { objectID, name } = product;
  const line = useBasket().data?.cart.find((item) => item.objectID === objectID);
  const add = useAddToCart();
  const changeLine = useUpdateCartItem();
  const toggle = useToggleCart();
  const [chosen, setChosen] = useState<Record<string, string>>(() =>
    Object.fromEntries(product.options.map((option) => [option.name, option.values[0]])),
  );
  const [quantity, setDraft] = useState(CART_QUANTITY_MIN);

  const onQuantity = (value: number | string) => {
    const next = quantityOf(value);
    if (next === null) return;
    if (!line) setDraft(next);
    else if (next !== line.quantity) changeLine.mutate({ objectID, quantity: next });
  };

  // the page's choice follows, so that the chips stay as they are when the line is removed
  const onChoose = (option: string, value: string) => {
    setChosen((before) => ({ ...before, [option]: value }));
    if (line && line.options[option] !== value)
      changeLine.mutate({ objectID, options: { [option]: value } });
  };

  return (
    <Stack gap="md" data-testid="item-purchase">
      {product.options.length > 0 && (
        <ProductOptions
          objectID={objectID}
          options={product.options}
          chosen={line ? { ...chosen, ...line.options } : chosen}
          onChoose={onChoose}
        />
      )}
      <NumberInput
        label={t('quantity')}
        description={t('quantityHint', { max: CART_QUANTITY_MAX })}
        value={line ? line.quantity : quantity}
        onChange={onQuantity}
        min={CART_QUANTITY_MIN}
        max={CART_QUANTITY_MAX}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="strict"
        disabled={add.isPending}
        w={160}
        data-testid="item-quantity"
      />
      {line ? (
        <Stack gap="xs" data-testid="item-in-cart" data-quantity={line.quantity}>
          <Group gap="sm">
            <Badge
              size="lg"
              color="teal.9"
              variant="filled"
              leftSection={<IconCheck size={14} aria-hidden />}
            >
              {t('inCart', { count: line.quantity })}
            </Badge>
            <Anchor
              component={Link}
              to="/apps/eCommerce/checkout"
              c="bright"
              underline="always"
              data-testid="item-checkout"
            >
              {t('goToCheckout')}
            </Anchor>
          </Group>
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconTrash size={18} aria-hidden />}
              onClick={() => toggle.mutate(objectID)}
              data-testid="item-remove-from-cart"
            >
              {t('removeFromCart')}
            </Button>
            <WishToggle objectID={objectID} name={name} variant="button" />
          </Group>
        </Stack>
      ) : (
        <Group gap="sm">
          <Button
            leftSection={<IconShoppingCartPlus size={18} aria-hidden />}
            loading={add.isPending}
            onClick={() => add.mutate({ objectID, quantity, options: chosen })}
            data-testid="item-add-to-cart"
          >
            {t('addToCart')}
          </Button>
          <WishToggle objectID={objectID} name={name} variant="button" />
        </Group>
      )}
      <Text size="sm">
        <Anchor
          component={Link}
          to="/apps/eCommerce/wish-list"
          c="bright"
          underline="always"
          data-testid="item-wish-list-link"
        >
          {t('viewWishList')}
        </Anchor>
      </Text>
    </Stack>
  );
}
