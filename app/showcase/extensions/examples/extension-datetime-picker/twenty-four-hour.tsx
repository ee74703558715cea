import { DateTimePicker } from '@mantine/dates';
import { IconCalendarTime } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE, useDateTimePickerProps } from './time';

/** A date and a time on the 24-hour clock: the vessel's estimated time of departure. */
export default function DateTimeTwentyFourHour() {
  const { t } = useTranslation(NAMESPACE);
  const pickerProps = useDateTimePickerProps();
  const [value, setValue] = useState<string | null>('2026-03-16 09:30:00');
  return (
    <DateTimePicker
      label={t('twenty-four-hour.label')}
      value={value}
      onChange={setValue}
      valueFormat="D MMMM YYYY, HH:mm"
      leftSection={<IconCalendarTime size={18} aria-hidden />}
      {...pickerProps}
      data-testid="datetime-24h"
    />
  );
}
