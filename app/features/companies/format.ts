import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyAddress } from '../../../api/modules/companies/contract';
import { htmlLangOf } from '../../lib/i18n/languages';

/**
 * A company's country and dates in the reader's language: the country's name from its two-letter
 * code (the code itself where the browser has no name for it).
 */
export function companyFormat(language: string) {
  const locale = htmlLangOf(language);
  const regions = new Intl.DisplayNames(locale, { type: 'region', fallback: 'code' });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const country = (code: string) => {
    try {
      return regions.of(code) ?? code;
    } catch {
      return code;
    }
  };
  return {
    country,
    date: (iso: string) => date.format(new Date(iso)),
    /** the address as written on a letter, one line each */
    address: (address: CompanyAddress) => [
      ...address.lines,
      [address.postalCode, address.city].filter(Boolean).join(' '),
      country(address.countryCode),
    ],
  };
}

export function useCompanyFormat() {
  const { i18n } = useTranslation();
  return useMemo(() => companyFormat(i18n.language), [i18n.language]);
}
