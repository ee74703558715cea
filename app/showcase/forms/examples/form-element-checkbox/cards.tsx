import { Checkbox, Group, SimpleGrid, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const OPTIONS = ['tailLift', 'appointment', 'weekend'] as const;

/** The whole card is the checkbox: a larger target, with a title and a line of detail. */
export default function CheckboxCards() {
  const { t } = useTranslation('form-element-checkbox');
  const [value, setValue] = useState<string[]>(['tailLift']);
  return (
    <Checkbox.Group value={value} onChange={setValue} label={t('cards.label')}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} mt="xs" spacing="sm">
        {OPTIONS.map((key) => (
          <Checkbox.Card key={key} value={key} radius="md" p="md">
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Checkbox.Indicator />
              <div>
                <Text fw={600} size="sm">
                  {t(`cards.options.${key}.title`)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t(`cards.options.${key}.detail`)}
                </Text>
              </div>
            </Group>
          </Checkbox.Card>
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}
