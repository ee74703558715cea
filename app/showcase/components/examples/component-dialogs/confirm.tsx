import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A confirmation before a change that cannot be undone. The safe answer takes the focus first;
 * Tab stays inside the dialog, and closing returns the focus to the button that opened it.
 */
export default function DialogConfirm() {
  const { t } = useTranslation('component-dialogs');
  const [opened, setOpened] = useState(false);
  const [answer, setAnswer] = useState<'kept' | 'cancelled' | null>(null);
  const close = (result: 'kept' | 'cancelled') => {
    setAnswer(result);
    setOpened(false);
  };
  return (
    <Stack gap="sm" align="flex-start">
      <Button
        color="red"
        variant="light"
        onClick={() => setOpened(true)}
        data-testid="confirm-open"
      >
        {t('confirm.open')}
      </Button>
      <Text size="sm" aria-live="polite" data-testid="confirm-result">
        {answer ? t(`confirm.${answer}`) : t('confirm.pending')}
      </Text>
      <Modal
        opened={opened}
        onClose={() => close('kept')}
        title={t('confirm.dialogTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('close') }}
        data-testid="confirm-dialog"
      >
        <Text size="sm">{t('confirm.text')}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => close('kept')} data-autofocus>
            {t('confirm.keep')}
          </Button>
          <Button color="red" onClick={() => close('cancelled')}>
            {t('confirm.cancel')}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
