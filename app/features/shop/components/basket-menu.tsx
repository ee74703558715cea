import { lazy, Suspense } from 'react';
import { roleAllows, useAuthState } from '../../../lib/session/auth-state';

// the cart button, its count and dropdown load after the dashboard's frame: the basket's contract
// and the dropdown stay out of every staff page's first load (docs/architecture.md decision 15)
const BasketMenu = lazy(() =>
  import('./checkout/navbar-basket').then((m) => ({ default: m.BasketMenu })),
);

/** The navbar's cart, for staff only (the shop's API answers rule editor: docs/decisions/0059). */
export function ShopBasketMenu() {
  const auth = useAuthState();
  if (!auth.signedIn || !roleAllows('editor', auth.serverRole)) return null;
  return (
    <Suspense fallback={null}>
      <BasketMenu />
    </Suspense>
  );
}
