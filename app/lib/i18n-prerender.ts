/** English texts bundled into the server build, so prerendering renders synchronously (lib/i18n). */
import type { ResourceKey } from 'i18next';

const eager = import.meta.glob<{ default: ResourceKey }>('../locales/en/*.json', { eager: true });

export const englishResources: Record<string, ResourceKey> = {};
for (const [path, module] of Object.entries(eager)) {
  englishResources[path.replace(/^.*\/([^/]+)\.json$/, '$1')] = module.default;
}
