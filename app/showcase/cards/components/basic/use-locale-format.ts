import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { htmlLangOf } from '../../../../lib/i18n/languages';

/** The reader's locale for Intl (cn -> zh-CN, ...). */
export function useLocale(): string {
  const { i18n } = useTranslation();
  return htmlLangOf(i18n.language);
}

/** An Intl.NumberFormat in the reader's locale, made once per locale and options. */
export function useNumberFormat(options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const locale = useLocale();
  const key = JSON.stringify(options);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the options are keyed by their JSON
  return useMemo(() => new Intl.NumberFormat(locale, options), [locale, key]);
}
