import '@mantine/dates/styles.css';
import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import 'dayjs/locale/pt';
import 'dayjs/locale/th';
import 'dayjs/locale/zh-cn';
import { DatesProvider, DateTimePicker } from '@mantine/dates';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { htmlLangOf } from '../../../lib/i18n/languages';

/** The shipment screens' calendars in the reader's language, weeks from Monday. */
export function ShipmentDates({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'cn' ? 'zh-cn' : htmlLangOf(i18n.language);
  return (
    <DatesProvider settings={{ locale, firstDayOfWeek: 1, weekendDays: [] }}>
      {children}
    </DatesProvider>
  );
}

const PICKER_FORMAT = 'YYYY-MM-DD HH:mm:ss';

interface InstantPickerProps {
  label: string;
  /** an ISO instant, '' for none */
  value: string;
  onChange: (iso: string) => void;
  error?: string;
  description?: string;
  required?: boolean;
  /** the month the calendar opens on when nothing is chosen (an ISO instant from the API) */
  near?: string;
  'data-testid'?: string;
}

/**
 * A date and time on the reader's clock, handed on as the ISO instant the API takes. The picker's
 * own value is the wall-clock time 'YYYY-MM-DD HH:mm:ss' of the reader's zone.
 */
export function InstantPicker({ value, onChange, near, ...rest }: InstantPickerProps) {
  const { t } = useTranslation('shipments');
  return (
    <DateTimePicker
      {...rest}
      value={value ? dayjs(value).format(PICKER_FORMAT) : null}
      onChange={(picked) => onChange(picked ? dayjs(picked).toISOString() : '')}
      defaultDate={value || near ? dayjs(value || near).format('YYYY-MM-DD') : undefined}
      valueFormat="DD MMM YYYY HH:mm"
      placeholder={t('dates.pick')}
      clearable
      // Mantine's placeholder grey is below 4.5:1 on the dark input; the dimmed text is not
      styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
      timePickerProps={{
        hoursInputLabel: t('dates.hours'),
        minutesInputLabel: t('dates.minutes'),
      }}
      submitButtonProps={{ 'aria-label': t('dates.confirm') }}
      clearButtonProps={{ 'aria-label': t('dates.clear') }}
      ariaLabels={{
        monthLevelControl: t('dates.month-level'),
        yearLevelControl: t('dates.year-level'),
        nextMonth: t('dates.next-month'),
        previousMonth: t('dates.previous-month'),
        nextYear: t('dates.next-year'),
        previousYear: t('dates.previous-year'),
        nextDecade: t('dates.next-decade'),
        previousDecade: t('dates.previous-decade'),
      }}
    />
  );
}
