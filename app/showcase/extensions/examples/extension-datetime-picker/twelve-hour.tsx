import { Stack, Text } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatValue, NAMESPACE, useDateTimePickerProps } from './time';

/**
 * The 12-hour clock with AM and PM (docs/product.md section 9), both in the reader's language: the
 * time the truck collects the cargo at the shipper's warehouse.
 */
export default function DateTimeTwelveHour() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const pickerProps = useDateTimePickerProps();
  const [value, setValue] = useState<string | null>('2026-03-16 09:30:00');
  const short = (v: string) =>
    formatValue(v, i18n.language, { dateStyle: 'medium', timeStyle: 'short', hour12: true });
  return (
    <Stack gap="xs">
      <DateTimePicker
        label={t('twelve-hour.label')}
        value={value}
        onChange={setValue}
        valueFormat={short}
        {...pickerProps}
        timePickerProps={{ ...pickerProps.timePickerProps, format: '12h' }}
        data-testid="datetime-12h"
      />
      <Text size="sm" role="status" data-testid="datetime-12h-status">
        {value
          ? t('twelve-hour.booked', {
              time: formatValue(value, i18n.language, {
                dateStyle: 'full',
                timeStyle: 'short',
                hour12: true,
              }),
            })
          : t('twelve-hour.none')}
      </Text>
    </Stack>
  );
}
