import { Anchor, Badge, Button, Card, Group, Image, NumberInput, Stack, Text } from '@mantine/core';
import { IconHeart, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  CART_QUANTITY_MAX,
  CART_QUANTITY_MIN,
  type CartItem,
} from '../../../../../api/modules/orders/contract';
import { useMoveToWishList } from '../../api/move-to-wish-list';
import { useRemoveCartItem } from '../../api/remove-cart-item';
import { useUpdateCartItem } from '../../api/update-cart-item';
import { useMoney } from '../../../../lib/format/money';
import classes from './checkout.module.css';
import { useDates } from './format';
import { ChosenOptions } from './chosen-options';

/** A quantity the API takes: whole, 1 to 10. */
const isQuantity = (value: unknown): value is number =>
  typeof value === 'number' &&
  Number.isInteger(value) &&
  value >= CART_QUANTITY_MIN &&
  value <= CART_QUANTITY_MAX;

/**
 * The quantity of a line: what is typed shows at once and goes to the API after a short pause or
 * when the field is left; the server's quantity shows again when the field is left.
 */
function QuantityInput({ item }: { item: CartItem }) {
  const { t } = useTranslation('checkout');
  const update = useUpdateCartItem();
  const [draft, setDraft] = useState<string | number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const send = (value: string | number | null) => {
    clearTimeout(timer.current);
    if (isQuantity(value) && value !== item.quantity) {
      update.mutate({ objectID: item.objectID, quantity: value });
    }
  };
  return (
    <NumberInput
      className={classes.quantity}
      size="sm"
      min={CART_QUANTITY_MIN}
      max={CART_QUANTITY_MAX}
      clampBehavior="strict"
      allowDecimal={false}
      allowNegative={false}
      value={draft ?? item.quantity}
      aria-label={t('cart.quantity', { name: item.name })}
      data-testid="cart-quantity"
      onChange={(value) => {
        setDraft(value);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => send(value), 600);
      }}
      onBlur={() => {
        send(draft);
        setDraft(null);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') send(draft);
      }}
    />
  );
}

function CartLine({ item }: { item: CartItem }) {
  const { t } = useTranslation('checkout');
  const money = useMoney();
  const dates = useDates();
  const remove = useRemoveCartItem();
  const move = useMoveToWishList();
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      component="li"
      className={classes.line}
      data-testid="cart-line"
      data-object-id={item.objectID}
    >
      <Image src={item.image} alt="" w={88} h={88} fit="contain" className={classes.lineImage} />
      <Stack gap={4} className={classes.lineBody}>
        <Anchor
          component={Link}
          to={item.url}
          fw={600}
          lineClamp={2}
          c="var(--mantine-color-text)"
          data-testid="cart-line-name"
        >
          {item.name}
        </Anchor>
        <ChosenOptions options={item.selectedOptions} />
        <Text size="sm" c="dimmed">
          {t('cart.brand', { brand: item.brand })}
        </Text>
        <Text size="sm">{t('cart.delivery', { date: dates.day(item.delivery_date) })}</Text>
        <Group gap={6}>
          <Badge color="red.9" variant="filled">
            {t('cart.discount', { percent: item.discount_in_percentage })}
          </Badge>
          <Text size="xs" c="dimmed">
            {t('cart.offers', { count: item.offers_count })}
          </Text>
        </Group>
      </Stack>
      <Stack gap="xs" className={classes.lineSide}>
        <Text fw={600}>{t('cart.unitPrice', { price: money.baht(item.price) })}</Text>
        <QuantityInput item={item} />
        <Group gap={4} wrap="nowrap">
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            aria-label={t('cart.removeLabel', { name: item.name })}
            data-testid="cart-remove"
            onClick={() => remove.mutate(item.objectID)}
          >
            {t('cart.remove')}
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconHeart size={14} aria-hidden />}
            aria-label={t('cart.moveLabel', { name: item.name })}
            data-testid="cart-move"
            onClick={() => move.mutate(item.objectID)}
          >
            {t('cart.moveToWishList')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** The cart step: each line with its details, quantity, remove and move to the wish list. */
export function CartStep({ items }: { items: CartItem[] }) {
  const { t } = useTranslation('checkout');
  return (
    <section aria-label={t('cart.title')}>
      <Stack component="ul" gap="sm" className={classes.lines}>
        {items.map((item) => (
          <CartLine key={item.objectID} item={item} />
        ))}
      </Stack>
    </section>
  );
}
