import { DateTimePicker } from '@mantine/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE, useDateTimePickerProps } from './time';

/**
 * A range with a time at each end: the window in which the carrier may collect the cargo. It may
 * begin and end on the same day.
 */
export default function DateTimePickupWindow() {
  const { t } = useTranslation(NAMESPACE);
  const pickerProps = useDateTimePickerProps();
  const [value, setValue] = useState<[string | null, string | null]>([
    '2026-03-16 08:00:00',
    '2026-03-17 12:00:00',
  ]);
  return (
    <DateTimePicker
      type="range"
      label={t('pickup-window.label')}
      description={t('pickup-window.hint')}
      value={value}
      onChange={setValue}
      valueFormat="D MMM, HH:mm"
      allowSingleDateInRange
      {...pickerProps}
      endTimePickerProps={pickerProps.timePickerProps}
      data-testid="datetime-window"
    />
  );
}
