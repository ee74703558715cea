import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { htmlLangOf } from '../../../../lib/i18n/languages';
import { COUNTRIES } from './address-rules';

/** A country's name in the reader's language (the code itself when the browser has no name). */
export function countryNamer(language: string) {
  const names = new Intl.DisplayNames([htmlLangOf(language)], { type: 'region' });
  return (code: string) => names.of(code) ?? code;
}

/** The countries of the form, by name in the reader's language (Thailand first). */
export function useCountryOptions() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const name = countryNamer(i18n.language);
    const locale = htmlLangOf(i18n.language);
    const [first, ...rest] = COUNTRIES.map((code) => ({ value: code, label: name(code) }));
    return [first, ...rest.sort((a, b) => a.label.localeCompare(b.label, locale))];
  }, [i18n.language]);
}
