import { Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

/** The five sizes of the theme, from the dense table row to the touch screen of a warehouse. */
export default function SwitchSizes() {
  const { t } = useTranslation('form-element-switch');
  return (
    <Stack gap="sm">
      {SIZES.map((size) => (
        <Switch key={size} size={size} defaultChecked label={t('sizes.label', { size })} />
      ))}
    </Stack>
  );
}
