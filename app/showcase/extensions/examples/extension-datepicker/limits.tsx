import { Stack, Text } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCalendarLabels } from '../../dates';
import { dayjsLocale } from '../../locale';

/** Port holidays of March 2026 at Laem Chabang: no deliveries to the terminal on these days. */
const HOLIDAYS = ['2026-03-03'];

/**
 * An inline calendar with a first and a last date (the booking window), and days that cannot be
 * chosen: Sundays and the port's holidays.
 */
export default function DatepickerLimits() {
  const { t, i18n } = useTranslation('extension-datepicker');
  const [value, setValue] = useState<string | null>(null);
  return (
    <Stack gap="xs" align="flex-start">
      <DatePicker
        value={value}
        onChange={setValue}
        defaultDate="2026-03-01"
        minDate="2026-03-02"
        maxDate="2026-04-17"
        excludeDate={(date) => dayjs(date).day() === 0 || HOLIDAYS.includes(date)}
        ariaLabels={useCalendarLabels('extension-datepicker')}
        data-testid="datepicker-limits"
      />
      <Text size="sm" role="status">
        {value
          ? t('limits.chosen', {
              date: dayjs(value).locale(dayjsLocale(i18n.language)).format('dddd D MMMM YYYY'),
            })
          : t('limits.none')}
      </Text>
    </Stack>
  );
}
