import { Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Required with an error, read-only and disabled; resizable by the reader, up and down only. */
export default function TextareaStates() {
  const { t } = useTranslation('form-element-textarea');
  return (
    <Stack gap="sm">
      <Textarea
        required
        resize="vertical"
        label={t('states.instructions')}
        error={t('states.error')}
      />
      <Textarea readOnly label={t('states.remarks')} defaultValue={t('states.remarksValue')} />
      <Textarea disabled label={t('states.customs')} defaultValue={t('states.customsValue')} />
    </Stack>
  );
}
