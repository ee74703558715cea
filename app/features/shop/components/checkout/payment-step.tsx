import { Anchor, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderAddress, PaymentMethod } from '../../../../../api/modules/orders/contract';
import { paymentMethodSchema } from '../../../../../api/modules/orders/contract';
import { AddressLines } from './address-lines';

interface PaymentStepProps {
  payment: PaymentMethod;
  onPayment: (payment: PaymentMethod) => void;
  address: OrderAddress;
  onEditAddress: () => void;
}

/** The payment step: how the order is paid (no card numbers) and where it goes. */
export function PaymentStep({ payment, onPayment, address, onEditAddress }: PaymentStepProps) {
  const { t } = useTranslation('checkout');
  return (
    <Stack gap="md">
      <Radio.Group
        value={payment}
        onChange={(value) => onPayment(paymentMethodSchema.parse(value))}
        label={
          <Title order={2} size="h4" component="span">
            {t('payment.method')}
          </Title>
        }
        data-testid="payment-method"
      >
        <Stack gap="xs" mt="xs">
          {paymentMethodSchema.options.map((method) => (
            <Paper key={method} withBorder radius="md" p="sm">
              <Radio
                value={method}
                label={t(`payment.${method}`)}
                description={t(`payment.${method}Hint`)}
                data-testid={`payment-${method}`}
              />
            </Paper>
          ))}
        </Stack>
      </Radio.Group>
      <section aria-labelledby="deliver-to-title">
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h4" id="deliver-to-title">
            {t('payment.deliverTo')}
          </Title>
          <Anchor component="button" type="button" size="sm" onClick={onEditAddress}>
            {t('payment.edit')}
          </Anchor>
        </Group>
        <Text component="div" size="sm" mt={4}>
          <AddressLines address={address} />
        </Text>
      </section>
    </Stack>
  );
}
