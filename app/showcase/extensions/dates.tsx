/**
 * What the datepicker and datetime-picker pages share: Mantine's dates in the reader's language
 * (dayjs locales of the six languages) and the calendar's buttons named in it. Imported only by
 * those two pages, with their styles.
 */
import '@mantine/dates/styles.css';
import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import 'dayjs/locale/pt';
import 'dayjs/locale/th';
import 'dayjs/locale/zh-cn';
import { DatesProvider, type CalendarAriaLabels } from '@mantine/dates';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dayjsLocale } from './locale';

/**
 * Calendars below it speak the reader's language; the week starts on Monday. Weekends are not
 * drawn in red: Mantine's red on a day's button is under 4.5:1 in the light theme.
 */
export function LocalizedDates({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <DatesProvider
      settings={{ locale: dayjsLocale(i18n.language), firstDayOfWeek: 1, weekendDays: [] }}
    >
      {children}
    </DatesProvider>
  );
}

/** The names of the calendar's buttons, from the page's `calendar.*` texts. */
export function useCalendarLabels(namespace: string): CalendarAriaLabels {
  const { t } = useTranslation(namespace);
  return {
    monthLevelControl: t('calendar.monthLevel'),
    yearLevelControl: t('calendar.yearLevel'),
    nextMonth: t('calendar.nextMonth'),
    previousMonth: t('calendar.previousMonth'),
    nextYear: t('calendar.nextYear'),
    previousYear: t('calendar.previousYear'),
    nextDecade: t('calendar.nextDecade'),
    previousDecade: t('calendar.previousDecade'),
  };
}
