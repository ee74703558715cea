import { z } from 'zod';
import { isRealDay } from '../calendar/contract';
import { id, requiredText, shortText, text } from '../../contract/common';
import { productOptionSchema, productSchema } from '../shop/contract';

/**
 * The shop's wish list, cart and orders (docs/product.md sections 3.12, 4.12, 5 and 7.15;
 * docs/decisions/0059). Every path needs rule editor (staff and admins) and is the reader's own:
 * each person has one cart, one wish list and their orders, kept on the server.
 *
 * Money: every amount is a whole number of satang (1 baht = 100 satang), the company's currency
 * (THB); catalogue prices (baht with up to 2 decimals) are turned into satang exactly. Prices
 * include Thai VAT (7 %); `tax` is the VAT contained in the total. The client never sends a price:
 * the bodies are strict, and an unknown field (a `price`) answers 422 unknownField.
 *
 * Paths (below /api/apps/shop):
 * - GET    /cart                         -> CartReply {items, totals}
 * - POST   /cart/toggle {objectID, options?} (ToggleCartBody) -> CartReply: adds the product
 *   (quantity 1, a discount of 4 to 23 %, 1 to 4 offers, delivery in 1 to 10 days, chosen by the
 *   server; every option of the product not given gets its first value) or, when it is in the
 *   cart already, removes it; an unknown product 404 notFound (field objectID); an option the
 *   product does not have, or a value not among its values, 422 on options.<name>; nothing changes
 * - POST   /cart/items/:objectID {quantity?, options?} -> CartReply: quantity 1 to 10 (else 422 on
 *   quantity), options merged into the line's (checked as the toggle's); at least one of them;
 *   a product not in the cart 404
 * - DELETE /cart/items/:objectID         -> CartReply; not in the cart 404
 * - POST   /cart/move-to-wish-list {objectID} -> BasketReply: out of the cart and into the wish
 *   list in one step (kept once if it is there already); not in the cart 404
 * - GET    /wish-list                    -> WishListReply {items: Product[]}, newest first
 * - POST   /wish-list/toggle {objectID}  -> WishListReply: adds it, or removes it when present;
 *   an unknown product 404 (field objectID), nothing changes
 * - POST   /wish-list/move-to-cart {objectID} -> BasketReply: out of the wish list and into the
 *   cart in one step, with the cart's rules (a product in the cart already keeps its line);
 *   not in the wish list 404
 * - GET    /basket                       -> BasketReply: the light summary for the navbar and
 *   the product cards (ids, quantities, count and subtotal)
 * - POST   /orders {address, payment}    -> 201 OrderReply {order}: places the cart as an order
 *   (lines at today's prices, the totals) and empties the cart, in one step; an empty cart 409
 *   emptyCart; an address field wrong 422 naming it (address.postalCode)
 * - GET    /orders                       -> OrdersReply {orders}: the reader's, newest first;
 *   `?all=true` every person's, for admins only (403 for an editor)
 * - GET    /orders/:number               -> OrderReply {order}: the reader's order; an admin reads
 *   anyone's; another person's order answers an editor 404
 */

/** A day without a time, YYYY-MM-DD, in UTC: the day a cart item is delivered. */
export const deliveryDaySchema = text()
  .max(10)
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a day, e.g. 2026-11-30')
  .refine(isRealDay, 'must be a real date');

/** The cart rules of docs/product.md section 4.11, applied by the server to an added item. */
export const CART_QUANTITY_MIN = 1;
export const CART_QUANTITY_MAX = 10;
export const CART_DISCOUNT_MIN = 4;
export const CART_DISCOUNT_MAX = 23;
export const CART_OFFERS_MIN = 1;
export const CART_OFFERS_MAX = 4;
/** delivery on one of the next days after today (UTC): 1 to this many days ahead */
export const CART_DELIVERY_DAYS_MAX = 10;
/** a line names at most this many options (a product has at most 4) */
export const LINE_OPTIONS_MAX = 4;

/** Delivery: free when every line ships free or the goods (after discounts) reach the threshold. */
export const FREE_DELIVERY_FROM_SATANG = 100_000;
export const DELIVERY_FEE_SATANG = 5_000;
/** Thai VAT, included in the prices */
export const VAT_PERCENT = 7;

/** An amount of money in satang (hundredths of a baht), whole and never negative. */
export const satangSchema = z.number().int().min(0);

/** The totals the server computes (every amount in satang). */
export const orderTotalsSchema = z.object({
  /** always THB: the amounts are satang of the Thai baht */
  currency: z.literal('THB'),
  /** the number of pieces: the sum of the quantities */
  itemCount: z.number().int().min(0),
  /** sum of price x quantity */
  subtotal: satangSchema,
  /** sum of the lines' discounts, each rounded to the satang */
  discount: satangSchema,
  /** 0 when free (every line ships free, or subtotal - discount reaches 1,000 baht), else 50 baht */
  delivery: satangSchema,
  /** subtotal - discount + delivery: what is paid, VAT included */
  total: satangSchema,
  /** the VAT contained in the total: round(total x 7 / 107) */
  tax: satangSchema,
});
export type OrderTotals = z.infer<typeof orderTotalsSchema>;

/** What the server chose for a cart line (the names of docs/product.md section 3.13a). */
const cartLineFields = {
  quantity: z.number().int().min(CART_QUANTITY_MIN).max(CART_QUANTITY_MAX),
  discount_in_percentage: z.number().int().min(CART_DISCOUNT_MIN).max(CART_DISCOUNT_MAX),
  offers_count: z.number().int().min(CART_OFFERS_MIN).max(CART_OFFERS_MAX),
  delivery_date: deliveryDaySchema,
};

/**
 * The options chosen for a line, `{ [option name]: value }` (`{ Colour: 'Blue', Size: '72 mm' }`):
 * names and values are the product's (`Product.options`, product data shown as they come); `{}`
 * for a product without options. A line of a product with options names every one of them.
 */
export const lineOptionsSchema = z
  .record(productOptionSchema.shape.name, productOptionSchema.shape.values.element)
  .refine((options) => Object.keys(options).length <= LINE_OPTIONS_MAX, {
    message: `must name at most ${LINE_OPTIONS_MAX} options`,
    params: { code: 'tooBig' },
  });
export type LineOptions = z.infer<typeof lineOptionsSchema>;

/** A cart line as stored: the product's id, what the server chose and the options chosen. */
export const cartLineSchema = z.object({
  objectID: id,
  ...cartLineFields,
  options: lineOptionsSchema,
});
export type CartLine = z.infer<typeof cartLineSchema>;

/**
 * A cart item: the product as the catalogue answers it (its `options` are the choices it offers),
 * the cart's fields, and `selectedOptions`, the line's chosen options (CartLine.options: the name
 * `options` is the product's here).
 */
export const cartItemSchema = productSchema.extend({
  ...cartLineFields,
  selectedOptions: lineOptionsSchema,
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** The reader's cart, oldest line first, with its totals. */
export const cartReply = z.object({
  items: z.array(cartItemSchema),
  totals: orderTotalsSchema,
});
export type CartReply = z.infer<typeof cartReply>;

/** The reader's wish list, the newest first. */
export const wishListReply = z.object({ items: z.array(productSchema) });
export type WishListReply = z.infer<typeof wishListReply>;

/**
 * The light summary for the navbar and every product card's cart and wish-list buttons: the ids
 * in the cart with their quantities (oldest first), the ids in the wish list (newest first), the
 * number of pieces in the cart and its subtotal (satang).
 */
export const basketReply = z.object({
  cart: z.array(
    z.object({ objectID: id, quantity: cartLineFields.quantity, options: lineOptionsSchema }),
  ),
  wishList: z.array(id),
  cartCount: z.number().int().min(0),
  subtotal: satangSchema,
});
export type BasketReply = z.infer<typeof basketReply>;

/**
 * Which product: the body of the wish list's toggle and the moves (wish-list/toggle,
 * cart/move-to-wish-list, wish-list/move-to-cart).
 */
export const selectProductBody = z.object({ objectID: id }).strict();
export type SelectProductBody = z.infer<typeof selectProductBody>;

/**
 * Putting a product in the cart or taking it out (cart/toggle): when it goes in, `options` are
 * the chosen ones (any not named get the product's first value).
 */
export const toggleCartBody = z
  .object({ objectID: id, options: lineOptionsSchema.optional() })
  .strict();
export type ToggleCartBody = z.infer<typeof toggleCartBody>;

/**
 * A cart line's change: a new quantity, 1 to 10 (a whole number; "2" or 1.5 answer 422 on
 * quantity), and/or options merged into the line's; at least one of the two.
 */
export const updateCartItemBody = z
  .object({
    quantity: cartLineFields.quantity.optional(),
    options: lineOptionsSchema.optional(),
  })
  .strict()
  .refine((body) => body.quantity !== undefined || body.options !== undefined, {
    message: 'is required (or options)',
    path: ['quantity'],
    params: { code: 'required' },
  });
export type UpdateCartItemBody = z.infer<typeof updateCartItemBody>;

/** Country codes are ISO 3166-1 alpha-2, in capitals (TH, DE). */
const COUNTRY = /^[A-Z]{2}$/;
/** A Thai postal code: five digits. */
const THAI_POSTAL_CODE = /^\d{5}$/;
/** Any other country's: 2 to 10 letters, digits, spaces or hyphens, starting with one of the first two. */
const POSTAL_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/;
/** A phone number's characters: an optional +, digits, and spaces, hyphens, dots or brackets between. */
const PHONE = /^\+?[0-9][0-9 ().-]{4,22}[0-9]$/;

/** Whether a postal code is well formed for the country (five digits in Thailand). */
export function isValidPostalCode(postalCode: string, country: string): boolean {
  return country === 'TH' ? THAI_POSTAL_CODE.test(postalCode) : POSTAL_CODE.test(postalCode);
}

/** The delivery address of an order. Every field is required but line2 and province. */
export const orderAddressSchema = z
  .object({
    fullName: requiredText(100),
    phone: requiredText(30)
      .regex(PHONE, 'must be a phone number, e.g. +66 2 123 4567')
      .refine((phone) => /^\d{6,15}$/.test(phone.replace(/\D/g, '')), 'must have 6 to 15 digits'),
    line1: requiredText(200),
    line2: shortText(200).optional(),
    city: requiredText(100),
    province: shortText(100).optional(),
    postalCode: requiredText(10),
    country: requiredText(2).regex(COUNTRY, 'must be a two-letter country code, e.g. TH'),
  })
  .strict()
  .superRefine((address, ctx) => {
    if (!isValidPostalCode(address.postalCode, address.country)) {
      ctx.addIssue({
        code: 'custom',
        path: ['postalCode'],
        message:
          address.country === 'TH'
            ? 'must be five digits in Thailand, e.g. 10110'
            : 'must be 2 to 10 letters, digits, spaces or hyphens',
        params: { code: 'invalidFormat' },
      });
    }
  });
export type OrderAddress = z.infer<typeof orderAddressSchema>;

/** How an order is paid: no card numbers are collected. */
export const paymentMethodSchema = z.enum(['cash-on-delivery', 'company-account']);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** Placing the cart as an order. */
export const placeOrderBody = z
  .object({ address: orderAddressSchema, payment: paymentMethodSchema })
  .strict()
  .meta({
    examples: [
      {
        address: {
          fullName: 'Somchai Jaidee',
          phone: '+66 2 123 4567',
          line1: '99 Rama IV Road',
          city: 'Bangkok',
          postalCode: '10110',
          country: 'TH',
        },
        payment: 'cash-on-delivery',
      },
    ],
  });
export type PlaceOrderBody = z.infer<typeof placeOrderBody>;

/** An order's line: the product as it was when the order was placed, and its price then. */
export const orderLineSchema = z.object({
  objectID: id,
  name: text().max(500),
  brand: text().max(200),
  image: text().max(500),
  quantity: cartLineFields.quantity,
  /** the catalogue's price of one piece when ordered (satang) */
  unitPrice: satangSchema,
  discount_in_percentage: cartLineFields.discount_in_percentage,
  /** the options chosen, as the cart line had them; `{}` for a product without options */
  options: lineOptionsSchema,
  /** unitPrice x quantity x discount_in_percentage / 100, rounded to the satang */
  discount: satangSchema,
  /** unitPrice x quantity - discount */
  total: satangSchema,
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** An order number: SO-<year of placing, UTC>-<six or more digits>, e.g. SO-2026-000123. */
export const orderNumberSchema = text()
  .max(30)
  .regex(/^SO-\d{4}-\d{6,}$/, 'must be an order number, e.g. SO-2026-000123');

/** The order number of the order with this id placed in this year (UTC). */
export function formatOrderNumber(year: number, orderId: number): string {
  return `SO-${year}-${String(orderId).padStart(6, '0')}`;
}

export const orderSchema = z.object({
  number: orderNumberSchema,
  /** the account that placed it */
  accountId: id,
  /** ISO 8601 instant (UTC) */
  placedAt: text().max(40),
  address: orderAddressSchema,
  payment: paymentMethodSchema,
  lines: z.array(orderLineSchema),
  totals: orderTotalsSchema,
});
export type Order = z.infer<typeof orderSchema>;

export const orderReply = z.object({ order: orderSchema });
export type OrderReply = z.infer<typeof orderReply>;

export const ordersReply = z.object({ orders: z.array(orderSchema) });
export type OrdersReply = z.infer<typeof ordersReply>;

/** `all=true`: every person's orders (admins only); otherwise the reader's. */
export const orderListQuery = z
  .object({ all: z.enum(['true', 'false']).default('false') })
  .transform(({ all }) => ({ all: all === 'true' }));
