import { Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Disabled (on and off) and with an error: the message is tied to the switch. */
export default function SwitchStates() {
  const { t } = useTranslation('form-element-switch');
  return (
    <Stack gap="md">
      <Switch disabled label={t('states.disabledOff')} />
      <Switch disabled defaultChecked label={t('states.disabledOn')} />
      <Switch label={t('states.terms')} error={t('states.error')} />
    </Stack>
  );
}
