/**
 * `<html lang>` and hreflang of each language, as the product promises them
 * (docs/decisions/0068-language-addresses.md): written out here rather than read from
 * app/lib/i18n/languages.ts, so that a change there shows as a failing test.
 */
import type { LanguageCode } from '../../app/lib/i18n/languages';

export const expectedHtmlLang: Record<LanguageCode, string> = {
  en: 'en',
  th: 'th',
  cn: 'zh-CN',
  de: 'de',
  fr: 'fr',
  pt: 'pt',
};
