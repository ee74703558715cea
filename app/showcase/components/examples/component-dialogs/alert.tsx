import { Button, Group, Modal, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * An alert dialog: news that must be read, with one answer. Its button takes the focus; Escape
 * closes it as well.
 */
export default function DialogAlert() {
  const { t } = useTranslation('component-dialogs');
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        color="warning"
        variant="light"
        onClick={() => setOpened(true)}
        data-testid="alert-open"
      >
        {t('alert.open')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('alert.dialogTitle')}
        centered
        withCloseButton={false}
        data-testid="alert-dialog"
      >
        <Group wrap="nowrap" align="flex-start">
          <ThemeIcon color="warning" variant="light" size="lg">
            <IconAlertTriangle size={20} aria-hidden />
          </ThemeIcon>
          <Text size="sm">{t('alert.text')}</Text>
        </Group>
        <Group justify="flex-end" mt="lg">
          <Button onClick={() => setOpened(false)} data-autofocus>
            {t('alert.ok')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
