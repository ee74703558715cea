/**
 * Links between public pages stay in the page's language: `/th/home` links to `/th/ContactUs`
 * (docs/decisions/0068-language-addresses.md). Paths are written in English, as in nav.ts.
 */
import { useCallback } from 'react';
import { useLocation } from 'react-router';
import type { LanguageCode } from '../../lib/i18n/languages';
import { languageOfPath, localizedPath } from '../../lib/i18n/localized-path';

/** The language of the public page shown, from its address. */
export function usePageLanguage(): LanguageCode {
  return languageOfPath(useLocation().pathname);
}

/** A function giving an English public path in the page's language. */
export function useLocalize() {
  const language = usePageLanguage();
  return useCallback((path: string) => localizedPath(path, language), [language]);
}
