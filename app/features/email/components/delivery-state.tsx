import { Alert, Badge, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Delivery } from '../../../../api/modules/email/contract';
import { API_ERRORS_NS, apiErrorMessage } from '../../../lib/http/api-error-message';
import { useSendMailAgain } from '../api/send-mail-again';
import { mailFullTime } from '../mail-time';
import { notify } from '../../../lib/ui/notify';

/** A sent mail's delivery: sent (when), or failed with the reason and "Try again". */
export function DeliveryState({ mailId, delivery }: { mailId: number; delivery: Delivery }) {
  const { t, i18n } = useTranslation(['email', API_ERRORS_NS]);
  const sendAgain = useSendMailAgain();
  const when = mailFullTime(delivery.at, i18n.language);
  if (delivery.state === 'sent') {
    return (
      <Badge
        color="success"
        variant="light"
        leftSection={<IconCheck size={12} aria-hidden />}
        tt="none"
        data-testid="delivery-sent"
      >
        {t('delivery.sent', { time: when })}
      </Badge>
    );
  }
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title={t('delivery.failed', { time: when })}
      data-testid="delivery-failed"
    >
      <Group justify="space-between" gap="xs">
        <Text size="sm" data-testid="delivery-reason">
          {delivery.error || t(`${API_ERRORS_NS}:mailFailed`)}
        </Text>
        <Button
          size="xs"
          color="red"
          variant="outline"
          loading={sendAgain.isPending}
          onClick={() =>
            sendAgain.mutate(mailId, {
              onSuccess: (reply) =>
                reply.sent
                  ? notify('success', t('compose.sent'))
                  : notify('error', t('compose.failed'), reply.mail.delivery?.error),
              onError: (error) => notify('error', t('compose.failed'), apiErrorMessage(t, error)),
            })
          }
          data-testid="delivery-retry"
        >
          {t('delivery.try-again')}
        </Button>
      </Group>
    </Alert>
  );
}
