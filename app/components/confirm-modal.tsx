import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { FormAlert } from './form-field';

/**
 * A question before something that cannot be undone (sign a session out, cancel or delete a
 * shipment). Mantine's modal keeps the focus inside while open, starts it on the safe choice and
 * gives it back to the button that opened it when it closes; a refusal (`error`) shows inside.
 * The texts come translated from the screen.
 */
export function ConfirmModal({
  opened,
  title,
  message,
  confirmLabel,
  cancelLabel,
  busy,
  error,
  onConfirm,
  onClose,
  testId,
}: {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  /** the safe choice's button, also the close button's name */
  cancelLabel: string;
  busy?: boolean;
  error?: unknown;
  onConfirm: () => void;
  onClose: () => void;
  testId: string;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      trapFocus
      returnFocus
      closeButtonProps={{ 'aria-label': cancelLabel }}
      data-testid={testId}
    >
      <Stack gap="md">
        <Text size="sm">{message}</Text>
        <FormAlert submitError={error} />
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            onClick={onClose}
            data-autofocus
            data-testid={`${testId}-cancel`}
          >
            {cancelLabel}
          </Button>
          <Button color="red" onClick={onConfirm} loading={busy} data-testid={`${testId}-confirm`}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
