import { Stack, Table } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatValue, NAMESPACE, useDateTimePickerProps } from './time';

/** How the chosen instant is written, each with Intl.DateTimeFormat in the reader's language. */
const FORMATS: { key: string; options: Intl.DateTimeFormatOptions }[] = [
  { key: 'full', options: { dateStyle: 'full', timeStyle: 'short', hourCycle: 'h23' } },
  { key: 'short', options: { dateStyle: 'short', timeStyle: 'short', hourCycle: 'h23' } },
  { key: 'twelveHour', options: { dateStyle: 'medium', timeStyle: 'short', hour12: true } },
  {
    key: 'bangkok',
    options: {
      dateStyle: 'medium',
      timeStyle: 'short',
      hourCycle: 'h23',
      timeZone: 'Asia/Bangkok',
    },
  },
  {
    key: 'rotterdam',
    options: {
      dateStyle: 'medium',
      timeStyle: 'short',
      hourCycle: 'h23',
      timeZone: 'Europe/Amsterdam',
    },
  },
];

/**
 * A departure in coordinated universal time, written as the reader's language writes dates, and
 * in the local time of the port of loading and of the port of discharge.
 */
export default function DateTimeFormatted() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const pickerProps = useDateTimePickerProps();
  const [value, setValue] = useState<string | null>('2026-03-16 09:30:00');
  return (
    <Stack gap="sm">
      <DateTimePicker
        label={t('formatted.label')}
        value={value}
        onChange={setValue}
        valueFormat="YYYY-MM-DD HH:mm"
        {...pickerProps}
        data-testid="datetime-formatted"
      />
      {value && (
        <Table variant="vertical" layout="fixed" withTableBorder data-testid="datetime-formats">
          <Table.Tbody>
            {FORMATS.map(({ key, options }) => (
              <Table.Tr key={key}>
                <Table.Th w="40%">{t(`formatted.${key}`)}</Table.Th>
                <Table.Td>{formatValue(value, i18n.language, options)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
