import type { SearchHit, SearchKind } from '../../../../../api/modules/search/contract';

/** The screen each kind of result of the search across everything opens (docs/product.md 7.16). */
export function resultHref(kind: SearchKind, hit: SearchHit): string {
  switch (kind) {
    case 'shipments':
      return `/apps/shipments/${hit.id}`;
    case 'people':
      return `/apps/user/user-view/${hit.id}`;
    case 'products':
      return `/apps/eCommerce/item/${hit.id}`;
    case 'mails':
      return `/apps/email/${hit.place ?? 'inbox'}?mail=${hit.id}`;
    case 'tasks':
      return `/apps/todo/${hit.place ?? 'all'}`;
    case 'events':
      return '/apps/calendar/vue-simple-calendar';
    case 'articles':
      return `/pages/knowledge-base/category/question?${new URLSearchParams({
        category: hit.place ?? '',
        article: hit.id,
      }).toString()}`;
  }
}
