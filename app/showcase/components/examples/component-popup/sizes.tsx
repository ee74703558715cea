import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
type Size = (typeof SIZES)[number];

/**
 * One modal in the theme's five widths. On a phone every size takes the screen's width; the
 * focus goes back to the size's button on close.
 */
export default function PopupSizes() {
  const { t } = useTranslation('component-popup');
  const [size, setSize] = useState<Size>('md');
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Group gap="xs">
        {SIZES.map((s) => (
          <Button
            key={s}
            variant="default"
            onClick={() => {
              setSize(s);
              setOpened(true);
            }}
          >
            {t('sizes.button', { size: s })}
          </Button>
        ))}
      </Group>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        size={size}
        title={t('sizes.dialogTitle', { size })}
        closeButtonProps={{ 'aria-label': t('close') }}
      >
        <Text size="sm">{t('sizes.text')}</Text>
      </Modal>
    </>
  );
}
