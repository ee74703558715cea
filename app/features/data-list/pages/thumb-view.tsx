import { prefetchWhenSignedIn } from '../../../lib/session/prefetch';
import { dataListProductsQueryOptions } from '../api/get-products';
import { DataListScreen } from '../components/list/data-list-screen';

/** The products are asked for while the screen's code loads (only for a signed-in person). */
export function clientLoader() {
  prefetchWhenSignedIn(dataListProductsQueryOptions());
  return null;
}

/**
 * /ui-elements/data-list/thumb-view (docs/product.md section 2.4): the data list as cards with
 * the products' pictures; the list view (list-view.tsx) is the same screen as a table.
 */
export default function DataListThumbViewScreen() {
  return <DataListScreen view="thumb" />;
}
