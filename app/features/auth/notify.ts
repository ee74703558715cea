import { notifications } from '@mantine/notifications';

/**
 * docs/product.md sections 8 and 9: an identity-provider error lasts 2500 ms on login, 8800 ms on
 * display-name update.
 */
export const NOTIFY_LOGIN_MS = 2500;
export const NOTIFY_PROFILE_MS = 8800;

export function notifyError(title: string, message: string, autoClose: number) {
  notifications.show({ title, message, color: 'red', autoClose, withBorder: true });
}

export function notifyWarning(title: string, message: string) {
  notifications.show({ title, message, color: 'warning', autoClose: 4000, withBorder: true });
}

export function notifySuccess(title: string, message: string) {
  notifications.show({ title, message, color: 'success', autoClose: 4000, withBorder: true });
}
