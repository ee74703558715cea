import { Checkbox, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const SERVICES = ['pickup', 'export', 'import', 'insurance', 'delivery'] as const;

/** A group with one label (a fieldset and its legend); its value is the list of what is checked. */
export default function CheckboxGroupExample() {
  const { t } = useTranslation('form-element-checkbox');
  const [value, setValue] = useState<string[]>(['pickup', 'export']);
  return (
    <Stack gap="sm">
      <Checkbox.Group
        value={value}
        onChange={setValue}
        label={t('group.label')}
        description={t('group.hint')}
        withAsterisk
      >
        <Group mt="xs" gap="md">
          {SERVICES.map((key) => (
            <Checkbox key={key} value={key} label={t(`group.services.${key}`)} />
          ))}
        </Group>
      </Checkbox.Group>
      <Text size="sm" c="dimmed">
        {value.length === 0
          ? t('group.none')
          : t('group.chosen', {
              list: value.map((key) => t(`group.services.${key}`)).join(', '),
            })}
      </Text>
    </Stack>
  );
}
