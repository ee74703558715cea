/**
 * What the datetime-picker examples share: the names of the time fields, AM and PM in the
 * reader's language, and a picker's value ('YYYY-MM-DD HH:mm:ss') formatted with Intl.
 */
import { useTranslation } from 'react-i18next';
import { useCalendarLabels } from '../../dates';
import { intlLocale } from '../../locale';

export const NAMESPACE = 'extension-datetime-picker';

/**
 * A picker's value as the instant it names in UTC: formatted in UTC it gives back the same day
 * and time whatever the machine's time zone.
 */
export function utcInstant(value: string): Date {
  const [date = '', time = ''] = value.split(' ');
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  const [hours = 0, minutes = 0, seconds = 0] = time.split(':').map(Number);
  return new Date(Date.UTC(year, month - 1, day, hours, minutes, seconds));
}

/** A picker's value in the reader's language; `timeZone` is UTC unless the options name one. */
export function formatValue(
  value: string,
  language: string,
  options: Intl.DateTimeFormatOptions,
): string {
  return new Intl.DateTimeFormat(intlLocale(language), { timeZone: 'UTC', ...options }).format(
    utcInstant(value),
  );
}

/** AM and PM as the reader's language writes them (上午 and 下午, ก่อนเที่ยง and หลังเที่ยง). */
function dayPeriods(language: string): { am: string; pm: string } {
  const format = new Intl.DateTimeFormat(intlLocale(language), {
    hour: 'numeric',
    hour12: true,
    timeZone: 'UTC',
  });
  const period = (hour: number) =>
    format.formatToParts(Date.UTC(2026, 2, 16, hour)).find((p) => p.type === 'dayPeriod')?.value ??
    (hour < 12 ? 'AM' : 'PM');
  return { am: period(9), pm: period(15) };
}

/** The props every time picker of the page takes: its fields named, AM and PM translated. */
export function useTimeLabels() {
  const { t, i18n } = useTranslation(NAMESPACE);
  return {
    hoursInputLabel: t('time.hours'),
    minutesInputLabel: t('time.minutes'),
    secondsInputLabel: t('time.seconds'),
    amPmInputLabel: t('time.amPm'),
    amPmLabels: dayPeriods(i18n.language),
  };
}

/**
 * The props every DateTimePicker of the page takes: the placeholder, the calendar's and the time
 * fields' names, AM and PM, and the name of the button that confirms the choice.
 */
export function useDateTimePickerProps() {
  const { t } = useTranslation(NAMESPACE);
  return {
    placeholder: t('pick'),
    timePickerProps: useTimeLabels(),
    submitButtonProps: { 'aria-label': t('submit') },
    ariaLabels: useCalendarLabels(NAMESPACE),
  };
}
