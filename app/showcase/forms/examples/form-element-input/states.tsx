import { Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Required (with its asterisk), with an error (the message is tied to the field and marks it
 * invalid), read-only and disabled.
 */
export default function InputStates() {
  const { t } = useTranslation('form-element-input');
  return (
    <Stack gap="sm">
      <TextInput
        required
        label={t('states.consignee')}
        placeholder={t('states.consigneePlaceholder')}
      />
      <TextInput
        label={t('states.hsCode')}
        defaultValue="8471.3"
        error={t('states.hsError')}
        data-testid="input-with-error"
      />
      <TextInput readOnly label={t('states.booking')} defaultValue="BKK-24017" />
      <TextInput disabled label={t('states.vessel')} defaultValue="MV Andaman Star" />
    </Stack>
  );
}
