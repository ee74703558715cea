import { notifications } from '@mantine/notifications';

/** The people screens' notifications: a saved change, a refusal, or news that needs reading. */
type Tone = 'success' | 'warning' | 'error';

const colors: Record<Tone, string> = { success: 'success', warning: 'warning', error: 'red' };

export function notifyPeople(tone: Tone, title: string, message: string) {
  notifications.show({
    title,
    message,
    color: colors[tone],
    // a warning (an invitation that did not go out) stays until read
    autoClose: tone === 'success' ? 4000 : tone === 'error' ? 8000 : false,
    withBorder: true,
  });
}
