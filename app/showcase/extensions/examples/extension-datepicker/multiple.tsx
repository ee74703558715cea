import { DatePickerInput } from '@mantine/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCalendarLabels } from '../../dates';

/** Several separate days: the sailings a weekly service offers to the customer. */
export default function DatepickerMultiple() {
  const { t } = useTranslation('extension-datepicker');
  const [value, setValue] = useState<string[]>(['2026-03-04', '2026-03-11', '2026-03-18']);
  return (
    <DatePickerInput
      type="multiple"
      label={t('multiple.label')}
      placeholder={t('pick')}
      value={value}
      onChange={setValue}
      valueFormat="D MMM"
      ariaLabels={useCalendarLabels('extension-datepicker')}
      data-testid="datepicker-multiple"
    />
  );
}
