import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A question before something that cannot be undone. Mantine's modal keeps the focus inside
 * while open and gives it back to the button that opened it when it closes.
 */
export function ConfirmModal({
  opened,
  title,
  message,
  confirmLabel,
  busy,
  onConfirm,
  onClose,
  testId,
}: {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  testId: string;
}) {
  const { t } = useTranslation('account');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      trapFocus
      returnFocus
      closeButtonProps={{ 'aria-label': t('sessions.cancel') }}
      data-testid={testId}
    >
      <Text size="sm">{message}</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onClose} data-autofocus data-testid={`${testId}-cancel`}>
          {t('sessions.cancel')}
        </Button>
        <Button color="red" onClick={onConfirm} loading={busy} data-testid={`${testId}-confirm`}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
