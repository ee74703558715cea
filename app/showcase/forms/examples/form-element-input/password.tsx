import { Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { PasswordInput } from '../../../../components/password-input';

/**
 * A password with a button that shows it (named for screen readers); two fields share one
 * visibility, so the reader can compare what they typed.
 */
export default function InputPassword() {
  const { t } = useTranslation('form-element-input');
  const [visible, { toggle }] = useDisclosure(false);
  const toggleProps = { 'aria-label': visible ? t('password.hide') : t('password.show') };
  return (
    <Stack gap="sm">
      <PasswordInput
        label={t('password.label')}
        description={t('password.hint')}
        autoComplete="new-password"
        visible={visible}
        onVisibilityChange={toggle}
        visibilityToggleButtonProps={toggleProps}
      />
      <PasswordInput
        label={t('password.repeat')}
        autoComplete="new-password"
        visible={visible}
        onVisibilityChange={toggle}
        visibilityToggleButtonProps={toggleProps}
      />
    </Stack>
  );
}
