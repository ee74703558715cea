import { prefetchWhenSignedIn } from '../../../lib/session/prefetch';
import { dataListProductsQueryOptions } from '../api/get-products';
import { DataListScreen } from '../components/list/data-list-screen';

/** The products are asked for while the screen's code loads (only for a signed-in person). */
export function clientLoader() {
  prefetchWhenSignedIn(dataListProductsQueryOptions());
  return null;
}

/**
 * /ui-elements/data-list/list-view (docs/product.md section 2.4): the data list as a table; the
 * thumbnail view (thumb-view.tsx) is the same screen with the pictures.
 */
export default function DataListListViewScreen() {
  return <DataListScreen view="list" />;
}
