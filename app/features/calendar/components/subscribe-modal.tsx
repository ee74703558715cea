import {
  Alert,
  Button,
  CopyButton,
  Group,
  Loader,
  Modal,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconCheck, IconCopy, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, API_ERRORS_NS } from '../../../lib/http/api-error-message';
import { apiMode } from '../../../lib/http/api-mode';
import { useFeedLink } from '../api/get-feed-link';
import { useRenewFeedLink } from '../api/renew-feed-link';
import { notify } from '../../../lib/ui/notify';

/** The feed's full address (the API may answer a path). */
const absolute = (url: string) => new URL(url, window.location.origin).href;

/**
 * Subscribe from other calendar programs (docs/decisions/0057): the reader's iCalendar feed
 * address, to copy, and a new address that revokes the old one. In browser mode the API lives in
 * the page, where no calendar program can reach it: a notice says so.
 */
export function SubscribeModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(['calendar', API_ERRORS_NS]);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('subscribe.title')}
      closeButtonProps={{ 'aria-label': t('panel.close') }}
      size="lg"
      centered
      data-testid="subscribe-modal"
    >
      {apiMode === 'browser' ? (
        <Alert
          color="blue"
          icon={<IconInfoCircle size={18} aria-hidden />}
          data-testid="subscribe-browser-mode"
        >
          {t('subscribe.browser-mode')}
        </Alert>
      ) : (
        opened && <FeedLink />
      )}
    </Modal>
  );
}

function FeedLink() {
  const { t } = useTranslation(['calendar', API_ERRORS_NS]);
  const link = useFeedLink(true);
  const renew = useRenewFeedLink();
  const [confirm, setConfirm] = useState(false);
  if (link.isPending) return <Loader size="sm" role="status" aria-label={t('subscribe.loading')} />;
  if (link.isError) return <Alert color="red">{apiErrorMessage(t, link.error)}</Alert>;
  const url = absolute(link.data.url);
  return (
    <Stack gap="md">
      <Text size="sm">{t('subscribe.text')}</Text>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label={t('subscribe.address')}
          value={url}
          readOnly
          onFocus={(e) => e.currentTarget.select()}
          style={{ flex: 1, minWidth: 0 }}
          data-testid="feed-url"
        />
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <Button
              color={copied ? 'success' : undefined}
              leftSection={
                copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
              }
              onClick={copy}
              data-testid="feed-copy"
            >
              {copied ? t('subscribe.copied') : t('subscribe.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Text size="sm" c="dimmed">
        {t('subscribe.hint')}
      </Text>
      {confirm ? (
        <Alert color="orange" title={t('subscribe.renew-title')} data-testid="feed-renew-confirm">
          <Text size="sm">{t('subscribe.renew-text')}</Text>
          <Group gap="xs" mt="sm">
            <Button
              color="red"
              size="xs"
              loading={renew.isPending}
              data-testid="feed-renew-confirm-button"
              onClick={() =>
                renew.mutate(undefined, {
                  onSuccess: () => {
                    setConfirm(false);
                    notify('success', t('subscribe.renewed'));
                  },
                  onError: (error) => notify('error', t('failed'), apiErrorMessage(t, error)),
                })
              }
            >
              {t('subscribe.renew-confirm')}
            </Button>
            <Button variant="default" size="xs" onClick={() => setConfirm(false)}>
              {t('panel.cancel')}
            </Button>
          </Group>
        </Alert>
      ) : (
        <Group>
          <Button variant="default" onClick={() => setConfirm(true)} data-testid="feed-renew">
            {t('subscribe.renew')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
