import { Divider, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const VARIANTS = ['solid', 'dashed', 'dotted'] as const;

/** Solid, dashed and dotted lines, in sizes and in a theme colour. */
export default function DividerVariants() {
  const { t } = useTranslation('component-divider');
  return (
    <Stack gap="lg">
      {VARIANTS.map((variant) => (
        <Divider key={variant} variant={variant} label={t(`variants.${variant}`)} />
      ))}
      <Divider size="md" color="brand" label={t('variants.thick')} />
    </Stack>
  );
}
