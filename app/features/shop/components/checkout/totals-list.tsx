import { Divider, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { VAT_PERCENT, type OrderTotals } from '../../../../../api/modules/orders/contract';
import { useMoney } from '../../../../lib/format/money';

/** The server's totals: subtotal, discount, delivery (Free when 0), VAT included and the total. */
export function TotalsList({ totals }: { totals: OrderTotals }) {
  const { t } = useTranslation('checkout');
  const money = useMoney();
  const row = (label: string, value: string, testId: string) => (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
  return (
    <div>
      {row(t('summary.subtotal'), money.satang(totals.subtotal), 'total-subtotal')}
      {row(t('summary.discount'), `−${money.satang(totals.discount)}`, 'total-discount')}
      {row(
        t('summary.delivery'),
        totals.delivery === 0 ? t('summary.free') : money.satang(totals.delivery),
        'total-delivery',
      )}
      {row(t('summary.vat', { percent: VAT_PERCENT }), money.satang(totals.tax), 'total-tax')}
      <Divider my="xs" />
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={600}>{t('summary.total')}</Text>
        <Text fw={700} data-testid="total-total">
          {money.satang(totals.total)}
        </Text>
      </Group>
    </div>
  );
}
