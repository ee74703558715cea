import { notifications } from '@mantine/notifications';
import { i18n } from '../i18n/i18n';

/**
 * Every screen's notifications, one look: a change that went through (success), news that needs
 * reading (warning) or a refusal (error). Durations follow docs/product.md sections 8 and 9: 4000
 * ms for news of success, 8000 ms for what must be read; a screen passes its own where the
 * product names one (2500 ms on a failed sign-in), or `false` to keep it until closed.
 */
export type NotifyTone = 'success' | 'warning' | 'error';

const colors: Record<NotifyTone, string> = { success: 'success', warning: 'warning', error: 'red' };
const durations: Record<NotifyTone, number> = { success: 4000, warning: 8000, error: 8000 };

/**
 * The close button's name for screen readers, in the reader's language (Mantine's button has
 * only an icon). Every notification of the app takes it: notify below, and the screens that show
 * their own.
 */
export const notificationCloseProps = () => ({ 'aria-label': i18n.t('close', { ns: 'common' }) });

export function notify(
  tone: NotifyTone,
  title: string,
  message = '',
  autoClose: number | false = durations[tone],
) {
  notifications.show({
    title,
    message,
    color: colors[tone],
    autoClose,
    withBorder: true,
    closeButtonProps: notificationCloseProps(),
  });
}
