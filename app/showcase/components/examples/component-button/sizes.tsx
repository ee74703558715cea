import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

/** The five sizes, and a button as wide as its container. */
export default function ButtonSizes() {
  const { t } = useTranslation('component-button');
  return (
    <>
      <Group gap="sm" align="center">
        {SIZES.map((size) => (
          <Button key={size} size={size}>
            {t('sizes.book', { size: size.toUpperCase() })}
          </Button>
        ))}
      </Group>
      <Button fullWidth mt="md" variant="light">
        {t('sizes.fullWidth')}
      </Button>
    </>
  );
}
