import { Checkbox, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Checked, unchecked, with a description, disabled and with an error, each with its label. */
export default function CheckboxBasic() {
  const { t } = useTranslation('form-element-checkbox');
  return (
    <Stack gap="sm">
      <Checkbox defaultChecked label={t('basic.insurance')} />
      <Checkbox label={t('basic.signature')} description={t('basic.signatureHint')} />
      <Checkbox disabled defaultChecked label={t('basic.customs')} />
      <Checkbox label={t('basic.terms')} error={t('basic.termsError')} />
    </Stack>
  );
}
