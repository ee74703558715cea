import { Group, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const INCOTERMS = ['EXW', 'FOB', 'CIF', 'DAP', 'DDP'] as const;

/**
 * One choice out of several: the group is a radiogroup named by its label; arrow keys move the
 * choice inside it, Tab leaves it.
 */
export default function RadioGroupExample() {
  const { t } = useTranslation('form-element-radio');
  const [value, setValue] = useState<string>('FOB');
  return (
    <Stack gap="sm">
      <Radio.Group
        value={value}
        onChange={setValue}
        name="incoterm"
        label={t('group.label')}
        description={t('group.hint')}
        withAsterisk
      >
        <Group mt="xs" gap="md">
          {INCOTERMS.map((term) => (
            <Radio key={term} value={term} label={term} />
          ))}
        </Group>
      </Radio.Group>
      <Text size="sm" c="dimmed" aria-live="polite" data-testid="incoterm-meaning">
        {t(`group.meaning.${value}`)}
      </Text>
    </Stack>
  );
}
