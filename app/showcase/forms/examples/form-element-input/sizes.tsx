import { Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

/** The five sizes of the theme; the label grows with the field. */
export default function InputSizes() {
  const { t } = useTranslation('form-element-input');
  return (
    <Stack gap="sm">
      {SIZES.map((size) => (
        <TextInput
          key={size}
          size={size}
          label={t('sizes.label', { size })}
          placeholder={t('sizes.placeholder')}
        />
      ))}
    </Stack>
  );
}
