import { notifications } from '@mantine/notifications';

/**
 * Every screen's notifications, one look: a change that went through (success), news that needs
 * reading (warning) or a refusal (error). Durations follow docs/product.md sections 8 and 9: 4000
 * ms for news of success, 8000 ms for what must be read; a screen passes its own where the
 * product names one (2500 ms on a failed sign-in), or `false` to keep it until closed.
 */
export type NotifyTone = 'success' | 'warning' | 'error';

const colors: Record<NotifyTone, string> = { success: 'success', warning: 'warning', error: 'red' };
const durations: Record<NotifyTone, number> = { success: 4000, warning: 8000, error: 8000 };

export function notify(
  tone: NotifyTone,
  title: string,
  message = '',
  autoClose: number | false = durations[tone],
) {
  notifications.show({ title, message, color: colors[tone], autoClose, withBorder: true });
}
