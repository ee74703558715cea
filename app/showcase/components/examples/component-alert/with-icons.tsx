import { Alert, Stack } from '@mantine/core';
import {
  IconAlertOctagon,
  IconAlertTriangle,
  IconCircleCheck,
  IconInfoCircle,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const TONES = [
  { key: 'info', color: 'blue', Icon: IconInfoCircle },
  { key: 'success', color: 'success', Icon: IconCircleCheck },
  { key: 'warning', color: 'warning', Icon: IconAlertTriangle },
  { key: 'danger', color: 'danger', Icon: IconAlertOctagon },
] as const;

/** An icon tells the tone apart without relying on colour alone. */
export default function AlertWithIcons() {
  const { t } = useTranslation('component-alert');
  return (
    <Stack gap="sm">
      {TONES.map(({ key, color, Icon }) => (
        <Alert key={key} color={color} variant="outline" icon={<Icon aria-hidden />}>
          {t(`messages.${key}`)}
        </Alert>
      ))}
    </Stack>
  );
}
