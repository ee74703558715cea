import { notifications } from '@mantine/notifications';

/** The chat's one notification: a change that did not go through (docs/product.md section 9: 4000 ms). */
export function notifyChat(title: string, message: string) {
  notifications.show({ title, message, color: 'red', autoClose: 4000, withBorder: true });
}
