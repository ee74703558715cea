import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A clear message, with the way back to the shop: an empty cart, or no order yet. */
export function ShopMessage({
  title,
  text,
  linkLabel,
  testId,
}: {
  title: string;
  text: string;
  linkLabel: string;
  testId: string;
}) {
  return (
    <Card withBorder radius="md" py="xl" data-testid={testId}>
      <Stack align="center" gap="sm" ta="center">
        <IconShoppingCart size={48} stroke={1.4} aria-hidden />
        <Title order={2} size="h3">
          {title}
        </Title>
        <Text c="dimmed">{text}</Text>
        <Button component={Link} to="/apps/eCommerce/shop">
          {linkLabel}
        </Button>
      </Stack>
    </Card>
  );
}

export function EmptyCart() {
  const { t } = useTranslation('checkout');
  return (
    <ShopMessage
      title={t('cart.empty')}
      text={t('cart.emptyHint')}
      linkLabel={t('cart.toShop')}
      testId="cart-empty"
    />
  );
}
