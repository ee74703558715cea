import {
  DELIVERY_FEE_SATANG,
  FREE_DELIVERY_FROM_SATANG,
  VAT_PERCENT,
  type CartLine,
  type LineOptions,
  type Order,
  type OrderAddress,
  type OrderTotals,
  type PaymentMethod,
} from './contract';
import type { Product } from '../shop/contract';
import type { OrderDraft } from './store';

/**
 * A line's options in the order the product lists them (Colour before Size): PostgreSQL's jsonb
 * keeps an object's keys in an order of its own. Names the product no longer has come last; without
 * the product, as they are.
 */
export function inProductOrder(options: LineOptions, product: Product | undefined): LineOptions {
  if (!product) return options;
  const names = product.options.map((option) => option.name);
  return Object.fromEntries([
    ...names.filter((name) => name in options).map((name) => [name, options[name]] as const),
    ...Object.entries(options).filter(([name]) => !names.includes(name)),
  ]);
}

/** The order with each line's options in its product's order (see inProductOrder). */
export function withOptionsInOrder(order: Order, products: ReadonlyMap<number, Product>): Order {
  return {
    ...order,
    lines: order.lines.map((line) => ({
      ...line,
      options: inProductOrder(line.options, products.get(line.objectID)),
    })),
  };
}

/** A catalogue price in baht (at most two decimals) as whole satang, exactly. */
export function toSatang(baht: number): number {
  return Math.round(baht * 100);
}

/** What a line's totals need: one piece's price in satang, how many, the discount, free shipping. */
export interface PricedLine {
  unitPrice: number;
  quantity: number;
  discount_in_percentage: number;
  free_shipping: boolean;
}

/** A line's discount in satang: price x quantity x percent / 100, rounded half up to the satang. */
export function lineDiscount(
  line: Pick<PricedLine, 'unitPrice' | 'quantity' | 'discount_in_percentage'>,
) {
  return Math.round((line.unitPrice * line.quantity * line.discount_in_percentage) / 100);
}

/**
 * The totals of some lines, every amount whole satang (docs/decisions/0059): subtotal the sum of
 * price x quantity; discount the sum of the lines' rounded discounts; delivery free for no lines,
 * when every line ships free or when the goods after discount reach FREE_DELIVERY_FROM_SATANG,
 * else DELIVERY_FEE_SATANG; total = subtotal - discount + delivery; tax the VAT contained in the
 * total (prices include it), rounded to the satang.
 */
export function orderTotals(lines: PricedLine[]): OrderTotals {
  const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const discount = lines.reduce((sum, line) => sum + lineDiscount(line), 0);
  const free =
    lines.length === 0 ||
    lines.every((line) => line.free_shipping) ||
    subtotal - discount >= FREE_DELIVERY_FROM_SATANG;
  const delivery = free ? 0 : DELIVERY_FEE_SATANG;
  const total = subtotal - discount + delivery;
  return {
    currency: 'THB',
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal,
    discount,
    delivery,
    total,
    tax: Math.round((total * VAT_PERCENT) / (100 + VAT_PERCENT)),
  };
}

/**
 * An order of these cart lines at the products' prices of now (placing an order, and the demo
 * accounts' sample order); undefined when a line's product is not among `products`.
 */
export function orderDraftOf(
  order: Pick<OrderDraft, 'accountId' | 'placedAt'> & {
    address: OrderAddress;
    payment: PaymentMethod;
  },
  cart: CartLine[],
  products: ReadonlyMap<number, Product>,
): OrderDraft | undefined {
  const rows = cart.map((line) => ({ line, product: products.get(line.objectID) }));
  if (rows.some(({ product }) => !product)) return undefined;
  const lines = rows.map(({ line, product }) => {
    const unitPrice = toSatang(product!.price);
    const discount = lineDiscount({ ...line, unitPrice });
    return {
      objectID: line.objectID,
      name: product!.name,
      brand: product!.brand,
      image: product!.image,
      quantity: line.quantity,
      unitPrice,
      discount_in_percentage: line.discount_in_percentage,
      options: inProductOrder(line.options, product),
      discount,
      total: unitPrice * line.quantity - discount,
    };
  });
  const totals = orderTotals(
    lines.map((line, i) => ({ ...line, free_shipping: rows[i].product!.free_shipping })),
  );
  return { ...order, lines, totals };
}
