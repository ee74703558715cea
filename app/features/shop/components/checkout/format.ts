import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { htmlLangOf } from '../../../../lib/i18n/languages';

/** Days and instants written in the reader's language. */
export function useDates() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const locale = htmlLangOf(i18n.language);
    // a delivery day is a day, not an instant: read and written in UTC, so no time zone moves it
    const day = new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    });
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long' });
    return {
      /** 'YYYY-MM-DD' as written in the reader's language, the same day everywhere */
      day: (value: string) => day.format(new Date(`${value}T00:00:00Z`)),
      /** an ISO instant as the reader's date */
      date: (iso: string) => date.format(new Date(iso)),
    };
  }, [i18n.language]);
}
