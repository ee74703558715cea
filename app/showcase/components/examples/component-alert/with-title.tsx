import { Alert, Stack } from '@mantine/core';
import { IconFileAlert, IconShip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A title says what happened; the text says what to do about it. Filled and light variants. */
export default function AlertWithTitle() {
  const { t } = useTranslation('component-alert');
  return (
    <Stack gap="sm">
      <Alert
        variant="filled"
        color="danger"
        title={t('titled.customs.title')}
        icon={<IconFileAlert aria-hidden />}
      >
        {t('titled.customs.text')}
      </Alert>
      <Alert
        variant="light"
        color="blue"
        title={t('titled.vessel.title')}
        icon={<IconShip aria-hidden />}
      >
        {t('titled.vessel.text')}
      </Alert>
    </Stack>
  );
}
