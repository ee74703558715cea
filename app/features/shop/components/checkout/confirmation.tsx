import { Button, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Order } from '../../../../../api/modules/orders/contract';
import classes from './checkout.module.css';

/** After the order is placed: its number and the way to its invoice. */
export function Confirmation({ order }: { order: Order }) {
  const { t } = useTranslation('checkout');
  return (
    <Card withBorder radius="md" py="xl" data-testid="order-confirmation">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={56} radius="xl" color="green" aria-hidden>
          <IconCheck size={32} />
        </ThemeIcon>
        <Title order={2} size="h3" tabIndex={-1} data-autofocus>
          {t('done.title')}
        </Title>
        <Text>
          {t('done.number')}:{' '}
          <Text span fw={700} data-testid="order-number">
            {order.number}
          </Text>
        </Text>
        <Text c="dimmed">{t('done.text')}</Text>
        <div className={classes.doneActions}>
          <Button
            component={Link}
            to={`/pages/invoice?order=${encodeURIComponent(order.number)}`}
            data-testid="order-invoice-link"
          >
            {t('done.invoice')}
          </Button>
          <Button component={Link} to="/apps/eCommerce/shop" variant="default">
            {t('done.shop')}
          </Button>
        </div>
      </Stack>
    </Card>
  );
}
