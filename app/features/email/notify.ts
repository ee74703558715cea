import { notifications } from '@mantine/notifications';

/** The email app's notifications: done, a warning to read (mail off), or a failure. */
type Tone = 'success' | 'warning' | 'error';

const colors: Record<Tone, string> = { success: 'success', warning: 'warning', error: 'red' };

export function notifyEmail(tone: Tone, title: string, message?: string) {
  notifications.show({
    title,
    message: message ?? '',
    color: colors[tone],
    autoClose: tone === 'success' ? 4000 : 8000,
    withBorder: true,
  });
}
