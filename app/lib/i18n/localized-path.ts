/**
 * The public website's language addresses (docs/decisions/0068-language-addresses.md): English at
 * the paths of docs/product.md section 2 (`/home`, `/ourservices/seafreight`), every other
 * language under its own code (`/th/home`, `/cn/ourservices/seafreight`). The dashboard's
 * addresses have no language: it reads the stored choice.
 */
import { defaultLanguage, isLanguageCode, languages, type LanguageCode } from './languages';

/** The codes that prefix a public address: every language but the default. */
export const prefixedLanguages: LanguageCode[] = languages
  .map((l) => l.code)
  .filter((code) => code !== defaultLanguage);

/** `path` (an English public path) in `language`: `/home` → `/th/home`. */
export function localizedPath(path: string, language: LanguageCode): string {
  return language === defaultLanguage ? path : `/${language}${path === '/' ? '' : path}`;
}

/** The language an address is in: its first segment when that is a prefixed language's code. */
export function languageOfPath(pathname: string): LanguageCode {
  const first = pathname.split('/')[1];
  return first !== defaultLanguage && isLanguageCode(first) ? first : defaultLanguage;
}

/** The English path of an address: `/th/home` → `/home`; an English address unchanged. */
export function unlocalizedPath(pathname: string): string {
  const language = languageOfPath(pathname);
  return language === defaultLanguage ? pathname : pathname.slice(language.length + 1) || '/';
}
