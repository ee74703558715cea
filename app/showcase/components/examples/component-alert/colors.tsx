import { Alert, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const TONES = [
  { key: 'info', color: 'blue' },
  { key: 'success', color: 'success' },
  { key: 'warning', color: 'warning' },
  { key: 'danger', color: 'danger' },
] as const;

/** One alert per theme colour, each with the message a shipment's page would show in that tone. */
export default function AlertColors() {
  const { t } = useTranslation('component-alert');
  return (
    <Stack gap="sm">
      {TONES.map(({ key, color }) => (
        <Alert key={key} color={color} data-testid={`alert-${key}`}>
          {t(`messages.${key}`)}
        </Alert>
      ))}
    </Stack>
  );
}
