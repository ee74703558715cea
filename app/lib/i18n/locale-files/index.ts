import type { ResourceKey } from 'i18next';
import type { LanguageCode } from '../languages';

/**
 * Where each namespace file of each language is (docs/decisions/0001-i18n-loading.md). Every page
 * carries the map of English's first namespaces, the ones `namespaces` of ../languages.ts names
 * (a page hydrates in English). The rest of English's files, and each other language's, are
 * mapped in small chunks of their own, loaded on first use, so that the map every page carries
 * does not grow with each new namespace (docs/decisions/0062).
 */
type NamespaceFiles = Record<string, () => Promise<{ default: ResourceKey }>>;

const englishFirst: NamespaceFiles = import.meta.glob<{ default: ResourceKey }>(
  '../../../locales/en/{common,pages,errors,site}.json',
);

const others: Record<Exclude<LanguageCode, 'en'>, () => Promise<{ files: NamespaceFiles }>> = {
  th: () => import('./th'),
  cn: () => import('./cn'),
  de: () => import('./de'),
  fr: () => import('./fr'),
  pt: () => import('./pt'),
};

/** The loader of a namespace file, or undefined when the language has no such file. */
export async function namespaceFile(language: LanguageCode, namespace: string) {
  const path = `../../../locales/${language}/${namespace}.json`;
  if (language !== 'en') return (await others[language]()).files[path];
  return englishFirst[path] ?? (await import('./en-rest')).files[path];
}
