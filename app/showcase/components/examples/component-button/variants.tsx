import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const VARIANTS = ['filled', 'light', 'outline', 'subtle', 'default'] as const;

/** Filled for the main action, lighter variants for the actions beside it, and a gradient. */
export default function ButtonVariants() {
  const { t } = useTranslation('component-button');
  return (
    <Group gap="sm">
      {VARIANTS.map((variant) => (
        <Button key={variant} variant={variant}>
          {t(`variants.${variant}`)}
        </Button>
      ))}
      <Button variant="gradient" gradient={{ from: 'brand.7', to: 'brand.9', deg: 90 }}>
        {t('variants.gradient')}
      </Button>
    </Group>
  );
}
