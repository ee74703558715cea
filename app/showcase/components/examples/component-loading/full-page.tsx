import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const LIMIT_SECONDS = 5;

/**
 * A full-page loader: the page is dimmed and cannot be used while the customs declaration is
 * prepared. It never keeps the page blocked: it closes by itself after 5 seconds, and Escape or
 * "Cancel" close it at once; the focus goes back to the button that opened it.
 */
export default function LoadingFullPage() {
  const { t } = useTranslation('component-loading');
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);
  const close = () => setLeft(0);
  return (
    <>
      <Button onClick={() => setLeft(LIMIT_SECONDS)} data-testid="full-page-open">
        {t('fullPage.open')}
      </Button>
      <Modal
        opened={left > 0}
        onClose={close}
        withCloseButton={false}
        centered
        size="sm"
        overlayProps={{ backgroundOpacity: 0.6, blur: 3 }}
        title={t('fullPage.title')}
        data-testid="full-page-loader"
      >
        <Stack align="center" gap="md">
          <Loader size="lg" role="status" aria-label={t('fullPage.loading')} />
          <Text size="sm" ta="center">
            {t('fullPage.closesIn', { seconds: left })}
          </Text>
          <Group>
            <Button variant="default" onClick={close} data-autofocus>
              {t('fullPage.cancel')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
