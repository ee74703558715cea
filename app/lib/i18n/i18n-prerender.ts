/**
 * Every language's texts bundled into the server build, so prerendering renders each public page
 * in its own language synchronously (lib/i18n/i18n, docs/decisions/0068-language-addresses.md).
 */
import type { Resource, ResourceKey } from 'i18next';

const eager = import.meta.glob<{ default: ResourceKey }>('../../locales/*/*.json', { eager: true });

export const prerenderResources: Resource = {};
for (const [path, module] of Object.entries(eager)) {
  const [, language, namespace] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path)!;
  (prerenderResources[language] ??= {})[namespace] = module.default;
}
