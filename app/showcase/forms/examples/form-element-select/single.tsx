import { Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const PORTS = ['THLCH', 'SGSIN', 'CNSHA', 'NLRTM', 'DEHAM'] as const;

/** One value out of a short list; the arrow keys open the list and move in it, Enter picks. */
export default function SelectSingle() {
  const { t } = useTranslation('form-element-select');
  const [port, setPort] = useState<string | null>('THLCH');
  return (
    <Stack gap="xs">
      <Select
        label={t('single.label')}
        placeholder={t('single.placeholder')}
        data={PORTS.map((code) => ({ value: code, label: t(`ports.${code}`) }))}
        value={port}
        onChange={setPort}
        allowDeselect={false}
        data-testid="select-single"
      />
      <Text size="sm" c="dimmed">
        {t('single.code', { code: port ?? '' })}
      </Text>
    </Stack>
  );
}
