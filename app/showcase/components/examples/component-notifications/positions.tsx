import { Button, SimpleGrid } from '@mantine/core';
import { notifications, type NotificationData } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { notificationCloseProps } from '../../../../lib/ui/notify';

const POSITIONS: NonNullable<NotificationData['position']>[] = [
  'top-left',
  'top-center',
  'top-right',
  'bottom-left',
  'bottom-center',
  'bottom-right',
];

/**
 * Each notification may choose its corner; the product's own appear top right. The look (border,
 * colour) stays that of `notify()`.
 */
export default function NotificationPositions() {
  const { t } = useTranslation('component-notifications');
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
      {POSITIONS.map((position) => (
        <Button
          key={position}
          variant="default"
          onClick={() =>
            notifications.show({
              position,
              title: t(`positions.${position}`),
              message: t('positions.message'),
              color: 'blue',
              withBorder: true,
              closeButtonProps: notificationCloseProps(),
            })
          }
        >
          {t(`positions.${position}`)}
        </Button>
      ))}
    </SimpleGrid>
  );
}
