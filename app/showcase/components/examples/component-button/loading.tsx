import { Button, Group, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * While the request runs the button shows a loader and takes no second click. Here "Finish"
 * stands for the server's answer, so the busy state can be looked at as long as one likes.
 */
export default function ButtonLoading() {
  const { t } = useTranslation('component-button');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  return (
    <Group gap="sm">
      <Button
        loading={busy}
        leftSection={<IconSend size={18} aria-hidden />}
        onClick={() => {
          setBusy(true);
          setSent(false);
        }}
        data-testid="button-submit-declaration"
      >
        {t('loading.submit')}
      </Button>
      <Button
        variant="default"
        disabled={!busy}
        onClick={() => {
          setBusy(false);
          setSent(true);
        }}
      >
        {t('loading.finish')}
      </Button>
      <Text size="sm" role="status" c="dimmed">
        {busy ? t('loading.busy') : sent ? t('loading.sent') : ''}
      </Text>
    </Group>
  );
}
