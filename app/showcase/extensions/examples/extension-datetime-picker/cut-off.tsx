import { Stack, Text } from '@mantine/core';
import { TimePicker } from '@mantine/dates';
import { IconClock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatValue, NAMESPACE, useTimeLabels } from './time';

/**
 * A time alone, without a date: the cut-off for shipping instructions. The dropdown offers the
 * usual cut-offs; times outside office hours cannot be chosen.
 */
export default function DateTimeCutOff() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const [value, setValue] = useState('16:00');
  return (
    <Stack gap="xs">
      <TimePicker
        label={t('cut-off.label')}
        value={value}
        onChange={setValue}
        withDropdown
        presets={['12:00', '14:00', '16:00', '17:30']}
        min="08:00"
        max="18:00"
        leftSection={<IconClock size={18} aria-hidden />}
        clearable
        clearButtonProps={{ 'aria-label': t('cut-off.clear') }}
        {...useTimeLabels()}
        data-testid="datetime-cut-off"
      />
      <Text size="sm" role="status">
        {value
          ? t('cut-off.status', {
              time: formatValue(`2026-03-16 ${value}`, i18n.language, {
                timeStyle: 'short',
                hourCycle: 'h23',
              }),
            })
          : t('cut-off.none')}
      </Text>
    </Stack>
  );
}
