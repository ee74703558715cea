/**
 * The product's languages. `code` is the app's own code (en th cn de fr pt, see
 * docs/product.md section 1); `htmlLang` is BCP 47.
 */
export interface Language {
  code: LanguageCode;
  /** the language's own name, shown in the switcher */
  nativeName: string;
  /**
   * value of <html lang> and of hreflang: cn is Simplified Chinese as written in mainland China,
   * so zh-CN (docs/decisions/0068-language-addresses.md)
   */
  htmlLang: string;
}

export type LanguageCode = 'en' | 'th' | 'cn' | 'de' | 'fr' | 'pt';

export const languages: Language[] = [
  { code: 'en', nativeName: 'English', htmlLang: 'en' },
  { code: 'th', nativeName: 'ไทย', htmlLang: 'th' },
  { code: 'cn', nativeName: '简体中文', htmlLang: 'zh-CN' },
  { code: 'de', nativeName: 'Deutsch', htmlLang: 'de' },
  { code: 'fr', nativeName: 'Français', htmlLang: 'fr' },
  { code: 'pt', nativeName: 'Português', htmlLang: 'pt' },
];

export const defaultLanguage: LanguageCode = 'en';

export const namespaces = ['common', 'pages', 'errors', 'site'] as const;
export type Namespace = (typeof namespaces)[number];

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && languages.some((l) => l.code === value);
}

export function htmlLangOf(code: string): string {
  return languages.find((l) => l.code === code)?.htmlLang ?? 'en';
}
