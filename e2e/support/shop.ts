/**
 * The shop's browser tests change a person's cart, wish list and orders, and the tests run in
 * parallel on one server: each test shops as a person no other test uses. In browser mode the
 * back end lives in the page, so the demo admin's basket is the test's own; on the server a fresh
 * person registers and the admin makes them staff (the shop needs rule editor).
 */
import { request, type Page, type TestInfo } from '@playwright/test';
import { demo, expect, isBrowserMode, newEmail, signInWithForm } from '../auth-helpers';

export const SHOP = '/apps/eCommerce/shop';
export const WISH_LIST = '/apps/eCommerce/wish-list';
export const CHECKOUT = '/apps/eCommerce/checkout';
export const INVOICE = '/pages/invoice';
/** the bare item route's target: a tape dispenser with a colour to choose */
export const TAPE_DISPENSER = 5546604;
export const itemPath = (objectID: number) => `/apps/eCommerce/item/${objectID}`;

export interface Shopper {
  email: string;
  password: string;
  name: string;
}

/** A new staff person on the test's server (server mode only). */
async function newStaffPerson(baseURL: string): Promise<Shopper> {
  const person = { email: newEmail('shop'), password: 'shop-test-pass-1', name: 'Niran Chaiyo' };
  const own = await request.newContext({ baseURL });
  const registered = await own.post('/api/auth/register', {
    data: { displayName: person.name, email: person.email, password: person.password },
  });
  expect(registered.ok(), 'register the shopper').toBe(true);
  const { userData } = (await registered.json()) as { userData: { uid: number } };
  await own.dispose();

  const admin = await request.newContext({ baseURL });
  const login = await admin.post('/api/auth/login', {
    data: { email: demo.admin.email, password: demo.admin.password },
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const promoted = await admin.post(`/api/user-management/users/${userData.uid}`, {
    data: { user: { role: 'staff' } },
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(promoted.ok(), 'make the shopper staff').toBe(true);
  await admin.dispose();
  return person;
}

/**
 * Signs in as the test's own shopper and opens `path`; answers who that is (the admin in browser
 * mode, whose basket starts as the demo seed left it; a new person with an empty basket on the
 * server).
 */
export async function openShop(page: Page, info: TestInfo, path = SHOP): Promise<Shopper> {
  const shopper = isBrowserMode(info)
    ? { email: demo.admin.email, password: demo.admin.password, name: demo.admin.name }
    : await newStaffPerson(info.project.use.baseURL!);
  await signInWithForm(page, shopper, { to: path });
  return shopper;
}
