import { Button, Center, Grid, Loader, Stack, Stepper } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '../../../../api/modules/orders/contract';
import { FormAlert } from '../../../components/form-field';
import { ApiRequestError } from '../../../lib/http/api-client';
import { API_ERRORS_NS } from '../../../lib/http/api-error-message';
import { prefetchWhenSignedIn } from '../../../lib/session/prefetch';
import { getUserInfo } from '../../../lib/session/user-info';
import { cartQueryOptions, useCart } from '../api/get-cart';
import { usePlaceOrder } from '../api/place-order';
import {
  ADDRESS_FIELDS,
  addressErrors,
  addressOf,
  emptyAddress,
  type AddressField,
} from '../components/checkout/address-rules';
import { AddressStep } from '../components/checkout/address-step';
import { CartStep } from '../components/checkout/cart-step';
import classes from '../components/checkout/checkout.module.css';
import { Confirmation } from '../components/checkout/confirmation';
import { EmptyCart } from '../components/checkout/empty-cart';
import { OrderSummary } from '../components/checkout/order-summary';
import { PaymentStep } from '../components/checkout/payment-step';

/** The cart is asked for while the screen's code loads (only for a signed-in person). */
export function clientLoader() {
  prefetchWhenSignedIn(cartQueryOptions());
  return null;
}

const STEPS = ['cart', 'address', 'payment'] as const;
const ADDRESS_PATHS = ADDRESS_FIELDS.map((field) => `address.${field}`);

/** The field of the address a refusal names (address.postalCode → postalCode), if any. */
function addressFieldOf(error: unknown): AddressField | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  const path =
    error.issues.find((issue) => issue.field.startsWith('address.'))?.field ?? error.field;
  return ADDRESS_FIELDS.find((field) => path === `address.${field}`);
}

function focusField(field: AddressField) {
  // after the step is drawn
  requestAnimationFrame(() =>
    document.querySelector<HTMLElement>(`[name="address.${field}"]`)?.focus(),
  );
}

export default function CheckoutScreen() {
  const { t } = useTranslation(['checkout', API_ERRORS_NS]);
  const cart = useCart();
  const place = usePlaceOrder();
  const [step, setStep] = useState(0);
  const [values, setValues] = useState(() => emptyAddress(getUserInfo()?.displayName ?? ''));
  const [checked, setChecked] = useState(false);
  const [payment, setPayment] = useState<PaymentMethod>('cash-on-delivery');
  const errors = checked ? addressErrors(t, values) : {};

  const placed = place.data?.order;
  if (placed) {
    return (
      <div data-testid="checkout-screen">
        <Confirmation order={placed} />
      </div>
    );
  }
  if (cart.isPending) {
    return (
      <Center mih={200} data-testid="checkout-screen">
        <Loader role="status" aria-label={t('checkout:cart.title')} />
      </Center>
    );
  }
  if (cart.isError) {
    return (
      <div data-testid="checkout-screen">
        <FormAlert message={t('checkout:cart.loadFailed')} />
      </div>
    );
  }
  const { items, totals } = cart.data;
  if (items.length === 0) {
    return (
      <Stack data-testid="checkout-screen">
        <FormAlert submitError={place.error} testId="checkout-error" />
        <EmptyCart />
      </Stack>
    );
  }

  const goOn = () => {
    if (step === 1) {
      const found = addressErrors(t, values);
      const first = ADDRESS_FIELDS.find((field) => found[field]);
      if (first) {
        setChecked(true);
        focusField(first);
        return;
      }
    }
    setStep((s) => Math.min(s + 1, 2));
  };
  const submit = () =>
    place.mutate(
      { address: addressOf(values), payment },
      {
        onError: (error) => {
          const field = addressFieldOf(error);
          if (field) {
            setChecked(true);
            setStep(1);
            focusField(field);
          }
        },
      },
    );

  return (
    <div data-testid="checkout-screen" data-step={STEPS[step]}>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stepper
            active={step}
            onStepClick={setStep}
            allowNextStepsSelect={false}
            size="sm"
            classNames={{ stepDescription: classes.stepDescription }}
            aria-label={t('checkout:steps.label')}
          >
            {STEPS.map((name) => (
              <Stepper.Step
                key={name}
                label={t(`checkout:steps.${name}`)}
                description={t(`checkout:steps.${name}Hint`)}
                data-testid={`step-${name}`}
              >
                {name === 'cart' && <CartStep items={items} />}
                {name === 'address' && (
                  <AddressStep
                    values={values}
                    errors={errors}
                    submitError={place.error}
                    onChange={(field, value) => {
                      setValues((v) => ({ ...v, [field]: value }));
                      if (place.error) place.reset();
                    }}
                  />
                )}
                {name === 'payment' && (
                  <PaymentStep
                    payment={payment}
                    onPayment={setPayment}
                    address={addressOf(values)}
                    onEditAddress={() => setStep(1)}
                  />
                )}
              </Stepper.Step>
            ))}
          </Stepper>
          <Stack gap="sm" mt="md">
            {step === 1 && checked && Object.keys(errors).length > 0 && (
              <FormAlert message={t('checkout:address.fix')} testId="address-alert" />
            )}
            <FormAlert submitError={place.error} fields={ADDRESS_PATHS} testId="checkout-error" />
          </Stack>
          <div className={classes.actions}>
            {step > 0 ? (
              <Button
                variant="default"
                leftSection={<IconArrowLeft size={16} aria-hidden />}
                onClick={() => setStep((s) => s - 1)}
                data-testid="checkout-back"
              >
                {t('checkout:steps.back')}
              </Button>
            ) : (
              <span />
            )}
            {step < 2 ? (
              <Button
                rightSection={<IconArrowRight size={16} aria-hidden />}
                onClick={goOn}
                data-testid="checkout-next"
              >
                {t('checkout:steps.next')}
              </Button>
            ) : (
              <Button
                onClick={submit}
                loading={place.isPending}
                disabled={place.isPending}
                data-testid="place-order"
              >
                {t('checkout:payment.place')}
              </Button>
            )}
          </div>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <div className={classes.summary}>
            <OrderSummary totals={totals} />
          </div>
        </Grid.Col>
      </Grid>
    </div>
  );
}
