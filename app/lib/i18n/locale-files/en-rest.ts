import type { ResourceKey } from 'i18next';

// English's namespace files but the four every page may need first (./index.ts): a chunk loaded
// on the first use of any other namespace, so that the map every page carries, public pages
// included, does not grow with each staff screen.
export const files = import.meta.glob<{ default: ResourceKey }>([
  '../../../locales/en/*.json',
  '!../../../locales/en/{common,pages,errors,site}.json',
]);
