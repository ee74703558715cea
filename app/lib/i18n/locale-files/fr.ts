import type { ResourceKey } from 'i18next';

// The namespace files of one language: a chunk loaded only when the language is chosen (./index.ts).
export const files = import.meta.glob<{ default: ResourceKey }>('../../../locales/fr/*.json');
