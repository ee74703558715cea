import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams, type ClientLoaderFunctionArgs } from 'react-router';
import { orderNumberSchema, type Order } from '../../../../api/modules/orders/contract';
import { FormAlert } from '../../../components/form-field';
import { ApiRequestError } from '../../../lib/http/api-client';
import { prefetchWhenSignedIn } from '../../../lib/session/prefetch';
import { orderQueryOptions, useOrder } from '../api/get-order';
import { ordersQueryOptions, useOrders } from '../api/get-orders';
import { ShopMessage } from '../components/checkout/empty-cart';
import { InvoiceDocument } from '../components/invoice/invoice-document';

/** The order number asked for (`?order=SO-2026-000123`), when it can be one. */
function orderParam(params: URLSearchParams) {
  const value = params.get('order');
  return value === null ? null : { value, valid: orderNumberSchema.safeParse(value).success };
}

/** The order (or the reader's orders) is asked for while the screen's code loads. */
export function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const asked = orderParam(new URL(request.url).searchParams);
  if (!asked) prefetchWhenSignedIn(ordersQueryOptions());
  else if (asked.valid) prefetchWhenSignedIn(orderQueryOptions(asked.value));
  return null;
}

function Loading() {
  const { t } = useTranslation('checkout');
  return (
    <Center mih={200}>
      <Loader role="status" aria-label={t('invoice.title')} />
    </Center>
  );
}

function NotFound({ number }: { number: string }) {
  const { t } = useTranslation('checkout');
  return (
    <ShopMessage
      title={t('invoice.notFound')}
      text={t('invoice.notFoundHint', { number })}
      linkLabel={t('invoice.toShop')}
      testId="invoice-not-found"
    />
  );
}

/** What a read gave: the invoice, a wait, or a refusal. */
function Outcome({
  order,
  pending,
  error,
  number,
}: {
  order?: Order;
  pending: boolean;
  error: unknown;
  number: string;
}) {
  const { t } = useTranslation('checkout');
  if (order) return <InvoiceDocument order={order} />;
  if (error instanceof ApiRequestError && error.status === 404) return <NotFound number={number} />;
  if (error) return <FormAlert message={t('invoice.loadFailed')} testId="invoice-error" />;
  if (pending) return <Loading />;
  return null;
}

/** One order's invoice, by its number. */
function OrderInvoice({ number }: { number: string }) {
  const order = useOrder(number);
  return (
    <Outcome
      order={order.data?.order}
      pending={order.isPending}
      error={order.error}
      number={number}
    />
  );
}

/** The reader's latest order's invoice, or a message when there is none yet. */
function LatestInvoice() {
  const { t } = useTranslation('checkout');
  const orders = useOrders();
  if (orders.data && orders.data.orders.length === 0) {
    return (
      <ShopMessage
        title={t('invoice.none')}
        text={t('invoice.noneHint')}
        linkLabel={t('invoice.toShop')}
        testId="invoice-none"
      />
    );
  }
  return (
    <Outcome
      order={orders.data?.orders[0]}
      pending={orders.isPending}
      error={orders.error}
      number=""
    />
  );
}

export default function InvoiceScreen() {
  const [params] = useSearchParams();
  const asked = orderParam(params);
  return (
    <div data-testid="invoice-screen">
      {!asked ? (
        <LatestInvoice />
      ) : asked.valid ? (
        <OrderInvoice number={asked.value} />
      ) : (
        <NotFound number={asked.value} />
      )}
    </div>
  );
}
