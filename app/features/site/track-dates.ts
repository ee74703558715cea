/**
 * A shipment's dates and times in the reader's time zone and the page's language (`locale`, the
 * page's `<html lang>`), as Intl formats them. Plain functions: the tracking page's island uses
 * them in the browser (app/islands/track-page.ts), with no React and no i18next.
 */
export function trackDates(locale: string) {
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long' });
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  return {
    dateTime: (iso: string) => dateTime.format(new Date(iso)),
    // a plain date (YYYY-MM-DD) is a day, not an instant: read in UTC so no zone moves it
    date: (iso: string) =>
      iso.length === 10 ? day.format(new Date(`${iso}T00:00:00Z`)) : date.format(new Date(iso)),
  };
}
