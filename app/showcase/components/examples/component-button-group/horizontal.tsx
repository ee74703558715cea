import { Button, Text } from '@mantine/core';
import { IconPlane, IconShip, IconTruck } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

const MODES = [
  { key: 'sea', Icon: IconShip },
  { key: 'air', Icon: IconPlane },
  { key: 'road', Icon: IconTruck },
] as const;

/**
 * Joined buttons that choose one transport mode. Each says whether it is chosen with aria-pressed,
 * and the group is named by its label.
 */
export default function ButtonGroupHorizontal() {
  const { t } = useTranslation('component-button-group');
  const labelId = useId();
  const [mode, setMode] = useState<(typeof MODES)[number]['key']>('sea');
  return (
    <>
      <Text size="sm" id={labelId} mb={6}>
        {t('horizontal.label')}
      </Text>
      <Button.Group aria-labelledby={labelId}>
        {MODES.map(({ key, Icon }) => (
          <Button
            key={key}
            variant={mode === key ? 'filled' : 'default'}
            aria-pressed={mode === key}
            leftSection={<Icon size={16} aria-hidden />}
            onClick={() => setMode(key)}
          >
            {t(`horizontal.${key}`)}
          </Button>
        ))}
      </Button.Group>
      <Text size="sm" mt="sm" c="dimmed">
        {t(`horizontal.${mode}Note`)}
      </Text>
    </>
  );
}
