import { notifications } from '@mantine/notifications';

/** The todo app's notifications: done, or a change the server refused (and that was undone). */
type Tone = 'success' | 'error';

export function notifyTodo(tone: Tone, title: string, message?: string) {
  notifications.show({
    title,
    message: message ?? '',
    color: tone === 'success' ? 'success' : 'red',
    autoClose: tone === 'success' ? 4000 : 8000,
    withBorder: true,
  });
}
