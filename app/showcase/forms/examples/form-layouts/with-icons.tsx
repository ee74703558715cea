import { Button, Group, Stack, TextInput } from '@mantine/core';
import { IconAt, IconBuildingWarehouse, IconLock, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PasswordInput } from '../../../../components/password-input';

/** An icon at the start of each field helps scanning; the label still names the field. */
export default function LayoutWithIcons() {
  const { t } = useTranslation('form-layouts');
  const icon = { size: 18, 'aria-hidden': true } as const;
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <Stack gap="sm">
        <TextInput
          label={t('portal.warehouse')}
          leftSection={<IconBuildingWarehouse {...icon} />}
          defaultValue={t('portal.warehouseValue')}
        />
        <TextInput
          label={t('common.email')}
          type="email"
          autoComplete="email"
          leftSection={<IconAt {...icon} />}
        />
        <TextInput
          label={t('portal.phone')}
          type="tel"
          autoComplete="tel"
          leftSection={<IconPhone {...icon} />}
        />
        <PasswordInput
          label={t('portal.password')}
          autoComplete="current-password"
          leftSection={<IconLock {...icon} />}
          visibilityToggleButtonProps={{ 'aria-label': t('portal.showPassword') }}
        />
        <Group justify="flex-end">
          <Button type="submit">{t('portal.signIn')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
