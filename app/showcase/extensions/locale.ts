import { htmlLangOf } from '../../lib/i18n/languages';

/** The reader's language as a locale for Intl (the app's `cn` is zh-CN). */
export function intlLocale(language: string): string {
  return htmlLangOf(language);
}

/** The dayjs locale of the app's language (dayjs names Simplified Chinese `zh-cn`). */
export function dayjsLocale(language: string): string {
  return language === 'cn' ? 'zh-cn' : htmlLangOf(language);
}
