import { Stack, TextInput } from '@mantine/core';
import { IconAt, IconBarcode, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** An icon before or after the text says what the field holds; it is decoration, not the label. */
export default function InputIcons() {
  const { t } = useTranslation('form-element-input');
  return (
    <Stack gap="sm">
      <TextInput
        label={t('icons.tracking')}
        placeholder={t('icons.trackingPlaceholder')}
        leftSection={<IconBarcode size={18} aria-hidden />}
      />
      <TextInput
        type="email"
        label={t('icons.email')}
        placeholder={t('icons.emailPlaceholder')}
        leftSection={<IconAt size={18} aria-hidden />}
      />
      <TextInput
        label={t('icons.port')}
        placeholder={t('icons.portPlaceholder')}
        rightSection={<IconMapPin size={18} aria-hidden />}
      />
    </Stack>
  );
}
