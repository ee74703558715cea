import { Group, Radio, SimpleGrid, Text } from '@mantine/core';
import { IconPlane, IconShip, IconTruck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const MODES = [
  { key: 'sea', Icon: IconShip },
  { key: 'air', Icon: IconPlane },
  { key: 'road', Icon: IconTruck },
] as const;

/** Radio cards: each card is a radio with a title, its transit time and its price. */
export default function RadioCards() {
  const { t } = useTranslation('form-element-radio');
  const [value, setValue] = useState<string>('sea');
  return (
    <Radio.Group value={value} onChange={setValue} label={t('cards.label')}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} mt="xs" spacing="sm">
        {MODES.map(({ key, Icon }) => (
          <Radio.Card key={key} value={key} radius="md" p="md" data-testid={`mode-${key}`}>
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator />
              <div>
                <Group gap={6} wrap="nowrap">
                  <Icon size={18} aria-hidden />
                  <Text fw={600} size="sm">
                    {t(`cards.modes.${key}.title`)}
                  </Text>
                </Group>
                <Text size="xs" c="dimmed">
                  {t(`cards.modes.${key}.detail`)}
                </Text>
              </div>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
