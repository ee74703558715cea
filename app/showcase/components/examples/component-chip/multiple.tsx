import { Chip, Group, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

const SERVICES = ['insurance', 'customs', 'fumigation', 'tailLift', 'storage'] as const;

/** Any number of choices: each chip is a checkbox, here the extra services of a booking. */
export default function ChipMultiple() {
  const { t } = useTranslation('component-chip');
  const labelId = useId();
  const [services, setServices] = useState<string[]>(['insurance', 'customs']);
  return (
    <>
      <Text size="sm" id={labelId} mb={6}>
        {t('multiple.label')}
      </Text>
      <div role="group" aria-labelledby={labelId}>
        <Chip.Group multiple value={services} onChange={setServices}>
          <Group gap="xs">
            {SERVICES.map((key) => (
              <Chip key={key} value={key} variant="outline">
                {t(`multiple.${key}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </div>
      <Text size="sm" mt="sm" c="dimmed" aria-live="polite">
        {t('multiple.chosen', { count: services.length })}
      </Text>
    </>
  );
}
