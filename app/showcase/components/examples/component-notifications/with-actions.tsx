import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { notificationCloseProps, notify } from '../../../../lib/ui/notify';

const ID = 'shipment-archived';

/**
 * A notification with an action: "Undo" brings the archived shipment back. It stays until it is
 * used or closed, so that a keyboard user has the time to reach it.
 */
export default function NotificationWithActions() {
  const { t } = useTranslation('component-notifications');
  const undo = () => {
    notifications.hide(ID);
    notify('success', t('actions.restored'), t('actions.restoredMessage'));
  };
  const show = () =>
    notifications.show({
      id: ID,
      title: t('actions.title'),
      color: 'blue',
      withBorder: true,
      closeButtonProps: notificationCloseProps(),
      autoClose: false,
      message: (
        <>
          <Text size="sm">{t('actions.message')}</Text>
          <Group gap="xs" mt="xs">
            <Button size="compact-sm" onClick={undo} data-testid="notification-undo">
              {t('actions.undo')}
            </Button>
            <Button size="compact-sm" variant="default" onClick={() => notifications.hide(ID)}>
              {t('actions.dismiss')}
            </Button>
          </Group>
        </>
      ),
    });
  return (
    <Button onClick={show} data-testid="notification-archive">
      {t('actions.button')}
    </Button>
  );
}
