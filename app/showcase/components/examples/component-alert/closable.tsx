import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * An alert the reader may close; "Show again" brings it back. Closing moves the focus to that
 * button, so a keyboard user is not left on a control that has gone.
 */
export default function AlertClosable() {
  const { t } = useTranslation('component-alert');
  const [open, setOpen] = useState(true);
  return (
    <Stack gap="sm" align="flex-start">
      {open ? (
        <Alert
          color="warning"
          withCloseButton
          closeButtonLabel={t('closable.close')}
          onClose={() => setOpen(false)}
          title={t('closable.alertTitle')}
          icon={<IconAlertTriangle aria-hidden />}
          w="100%"
          data-testid="closable-alert"
        >
          {t('closable.text')}
        </Alert>
      ) : (
        <Button
          variant="light"
          onClick={() => setOpen(true)}
          ref={(button) => button?.focus()}
          data-testid="alert-show-again"
        >
          {t('closable.showAgain')}
        </Button>
      )}
    </Stack>
  );
}
