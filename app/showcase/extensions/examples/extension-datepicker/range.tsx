import { DatePickerInput } from '@mantine/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCalendarLabels } from '../../dates';

/** A range: the free time at the terminal, from the vessel's arrival to the last free day. */
export default function DatepickerRange() {
  const { t } = useTranslation('extension-datepicker');
  const [value, setValue] = useState<[string | null, string | null]>(['2026-03-09', '2026-03-15']);
  return (
    <DatePickerInput
      type="range"
      label={t('range.label')}
      placeholder={t('pick')}
      value={value}
      onChange={setValue}
      valueFormat="D MMM YYYY"
      allowSingleDateInRange={false}
      ariaLabels={useCalendarLabels('extension-datepicker')}
      data-testid="datepicker-range"
    />
  );
}
