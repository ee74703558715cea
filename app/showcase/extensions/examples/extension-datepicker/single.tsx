import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCalendarLabels } from '../../dates';

/** One date: the day the cargo is ready for pickup, in the reader's language. */
export default function DatepickerSingle() {
  const { t } = useTranslation('extension-datepicker');
  const [value, setValue] = useState<string | null>('2026-03-16');
  return (
    <DatePickerInput
      label={t('single.label')}
      placeholder={t('pick')}
      value={value}
      onChange={setValue}
      valueFormat="D MMMM YYYY"
      leftSection={<IconCalendar size={18} aria-hidden />}
      clearable
      clearButtonProps={{ 'aria-label': t('clear') }}
      ariaLabels={useCalendarLabels('extension-datepicker')}
      data-testid="datepicker-single"
    />
  );
}
