import { notifications } from '@mantine/notifications';

/** The account screens' notifications: a saved tab, or a refusal that the fields do not show. */
export function notifyAccount(tone: 'success' | 'error', title: string, message: string) {
  notifications.show({
    title,
    message,
    color: tone === 'success' ? 'success' : 'red',
    autoClose: tone === 'success' ? 4000 : 8000,
    withBorder: true,
  });
}
