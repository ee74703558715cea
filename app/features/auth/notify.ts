/**
 * docs/product.md sections 8 and 9: an identity-provider error lasts 2500 ms on login, 8800 ms on
 * display-name update (shown with notify of app/lib/ui/notify.ts).
 */
export const NOTIFY_LOGIN_MS = 2500;
export const NOTIFY_PROFILE_MS = 8800;
