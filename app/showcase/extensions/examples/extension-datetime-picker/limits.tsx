import { Stack, Switch } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE, useDateTimePickerProps } from './time';

/** Makha Bucha, 3 March 2026: the terminal at Laem Chabang takes no trucks. */
const HOLIDAYS = ['2026-03-03'];

/**
 * A gate-in slot at the terminal: only in the booking window (2 March, 06:00 to 27 March,
 * 22:00), never on a Sunday or a port holiday; seconds shown on demand.
 */
export default function DateTimeLimits() {
  const { t } = useTranslation(NAMESPACE);
  const pickerProps = useDateTimePickerProps();
  const [value, setValue] = useState<string | null>('2026-03-10 14:15:00');
  const [withSeconds, setWithSeconds] = useState(false);
  return (
    <Stack gap="sm">
      <DateTimePicker
        label={t('limits.label')}
        value={value}
        onChange={setValue}
        withSeconds={withSeconds}
        valueFormat={withSeconds ? 'D MMM YYYY, HH:mm:ss' : 'D MMM YYYY, HH:mm'}
        minDate="2026-03-02 06:00:00"
        maxDate="2026-03-27 22:00:00"
        excludeDate={(date) => dayjs(date).day() === 0 || HOLIDAYS.includes(date.slice(0, 10))}
        {...pickerProps}
        data-testid="datetime-limits"
      />
      <Switch
        label={t('limits.seconds')}
        checked={withSeconds}
        onChange={(event) => setWithSeconds(event.currentTarget.checked)}
      />
    </Stack>
  );
}
