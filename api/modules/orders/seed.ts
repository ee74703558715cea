import type { CartLine, OrderAddress } from './contract';
import { productSearchQuery } from '../shop/contract';
import type { AuthStore } from '../auth/store';
import type { OrdersStore } from './store';
import { dayInUtc, fullOptions } from './service';
import { orderDraftOf } from './totals';
import type { ShopStore } from '../shop';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The company's head office: the sample order's delivery address. */
const HEAD_OFFICE: Omit<OrderAddress, 'fullName'> = {
  phone: '+66 2 123 4567',
  line1: '99 Rama IV Road',
  line2: 'Floor 12, Freight Tower',
  city: 'Bangkok',
  province: 'Bangkok',
  postalCode: '10110',
  country: 'TH',
};

/**
 * Gives each demo account a few sample items in the cart and the wish list and one past order,
 * while all three are empty (the first start of a development or browser-mode API: api/assemble.ts
 * calls this after the demo tasks; a SQL database started again keeps what it has). The products
 * are the catalogue's most popular ones, so the samples are the same on every start; the cart's
 * discounts, offers and delivery days are fixed here, within the cart rules, and the order was
 * placed 9 days before `now`. Without the demo accounts or the catalogue, nothing.
 */
export async function seedDemoBaskets(
  orders: OrdersStore,
  shop: Pick<ShopStore, 'search'>,
  auth: AuthStore,
  now: Date,
) {
  const { hits } = await shop.search(productSearchQuery.parse({ perPage: '24' }));
  if (hits.length < 12) return;
  const products = new Map(hits.map((product) => [product.objectID, product] as const));
  const people = [
    ['admin@demo.com', 'Demo Admin', 0],
    ['editor@demo.com', 'Demo Editor', 6],
  ] as const;
  for (const [email, fullName, first] of people) {
    const account = await auth.findUserByEmail(email);
    if (!account) continue;
    const pick = (n: number) => hits[first + n].objectID;
    const cart: CartLine[] = [
      {
        objectID: pick(0),
        options: fullOptions(products.get(pick(0))),
        quantity: 2,
        discount_in_percentage: 12,
        offers_count: 3,
        delivery_date: dayInUtc(now, 3),
      },
      {
        objectID: pick(1),
        options: fullOptions(products.get(pick(1))),
        quantity: 1,
        discount_in_percentage: 5,
        offers_count: 1,
        delivery_date: dayInUtc(now, 7),
      },
    ];
    const past: CartLine[] = [
      {
        objectID: pick(4),
        options: fullOptions(products.get(pick(4))),
        quantity: 4,
        discount_in_percentage: 8,
        offers_count: 2,
        delivery_date: dayInUtc(now, -5),
      },
      {
        objectID: pick(5),
        options: fullOptions(products.get(pick(5))),
        quantity: 1,
        discount_in_percentage: 20,
        offers_count: 4,
        delivery_date: dayInUtc(now, -5),
      },
    ];
    const order = orderDraftOf(
      {
        accountId: account.id,
        placedAt: new Date(now.getTime() - 9 * DAY_MS).toISOString(),
        address: { fullName, ...HEAD_OFFICE },
        payment: 'company-account',
      },
      past,
      products,
    );
    await orders.seedBasket(account.id, {
      cart,
      wishList: [pick(2), pick(3)],
      orders: order ? [order] : [],
      at: now,
    });
  }
}
