import { Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const DOCUMENTS = ['invoice', 'packing', 'origin', 'dangerous'] as const;

/** A group of switches with one label, its value the list of what is on. */
export default function SwitchGroupExample() {
  const { t } = useTranslation('form-element-switch');
  const [value, setValue] = useState<string[]>(['invoice', 'packing']);
  return (
    <Stack gap="sm">
      <Switch.Group
        value={value}
        onChange={setValue}
        label={t('group.label')}
        description={t('group.hint')}
      >
        <Stack gap="xs" mt="xs">
          {DOCUMENTS.map((key) => (
            <Switch key={key} value={key} label={t(`group.documents.${key}`)} />
          ))}
        </Stack>
      </Switch.Group>
      <Text size="sm" c="dimmed" data-testid="switch-group-count">
        {t('group.count', { count: value.length })}
      </Text>
    </Stack>
  );
}
