/** Dates of the account screens in the reader's language (the app's `cn` is Intl's zh-CN). */
const localeOf = (language: string) => (language === 'cn' ? 'zh-CN' : language);

/** An instant (ISO 8601) as a day and a time in the reader's zone; unreadable: as it came. */
export function formatInstant(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(localeOf(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
}

/** A calendar day (YYYY-MM-DD), the same day wherever the reader is. */
export function formatDay(day: string, language: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'long', timeZone: 'UTC' }).format(
    date,
  );
}
