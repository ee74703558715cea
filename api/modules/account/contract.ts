import '../../contract/zod-setup';
import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from '../auth/contract';
import { shortText, text } from '../../contract/common';
import type { ErrorCode } from '../../contract/errors';
import { managedUserFieldsSchema, managedUserSchema } from '../user-management/contract';

/**
 * The signed-in person's own account (docs/product.md section 7, "Own account"): the screens
 * /pages/user-settings (General, Change password, Information, Social, Notifications, Sessions)
 * and /pages/profile. Any signed-in person (rule `public`), and only ever their own record: no
 * path holds an id of a person. What only an administrator changes (role, account status,
 * verified, department, permissions) is changed in the people app, never here.
 *
 * Errors are the one shape of ./errors.ts: a wrong field 422 naming it; a wrong current password
 * 422 `wrongPassword` on `currentPassword`; an account that signs in with an identity provider
 * (it has no password) cannot change its email or password here: 422 `providerAccount`.
 */

/** Strings are capped well above any valid value, so a huge one is a 422 and never a slow hash. */
const INPUT_MAX = 1024;

export const ABOUT_MAX = 1000;

/**
 * Which e-mails the person wants (the Notifications tab); a new account wants all of them.
 * - newEnquiry: a website enquiry arrived in the shared inbox
 * - chatMentions: someone wrote to them or mentioned them in chat while they were away
 * - taskReminders: a task of theirs is due
 * - securityAlerts: a new sign-in, or their password or email changed
 */
export const notificationPrefsSchema = z
  .object({
    newEnquiry: z.boolean(),
    chatMentions: z.boolean(),
    taskReminders: z.boolean(),
    securityAlerts: z.boolean(),
  })
  .strict();
export type NotificationPrefs = z.infer<typeof notificationPrefsSchema>;

/** A new account's (and an account that never chose) notification preferences: all on. */
export const DEFAULT_NOTIFICATION_PREFS: NotificationPrefs = {
  newEnquiry: true,
  chatMentions: true,
  taskReminders: true,
  securityAlerts: true,
};

/**
 * GET /api/account, and the reply of every change below but password: the person as the people
 * app shows them (`person`, ./user-management.ts), their "about" text (it is not part of the
 * people app's record) and their notification preferences.
 */
export const accountReply = z.object({
  person: managedUserSchema,
  about: text(),
  notifications: notificationPrefsSchema,
});
export type AccountReply = z.infer<typeof accountReply>;

/**
 * POST /api/account/profile body {profile}: the given fields are changed, the others kept (the
 * General, Information and Social tabs). The same rules as the people app's edit
 * (`updateManagedUserBody`); a taken username is 422 `alreadyUsed` on `profile.username`. Not
 * here: email (it needs the password, below), avatar (its own upload), and what only an
 * administrator changes. An unknown field (role, status...) is 422 `unknownField`.
 * Reply: accountReply.
 */
export const updateAccountProfileBody = z
  .object({
    profile: managedUserFieldsSchema
      .pick({
        name: true,
        username: true,
        dob: true,
        gender: true,
        mobile: true,
        website: true,
        languages_known: true,
        contact_options: true,
        location: true,
        social_links: true,
      })
      .extend({ about: shortText(ABOUT_MAX) })
      .partial()
      .strict(),
  })
  .strict();
export type UpdateAccountProfileBody = z.infer<typeof updateAccountProfileBody>;

const currentPassword = text().min(1, 'must not be empty').max(INPUT_MAX);

/**
 * POST /api/account/email body {email, currentPassword}: the new sign-in email. A wrong password
 * 422 `wrongPassword` (field currentPassword); an email another account has 422 `alreadyUsed`
 * (field email); a provider account 422 `providerAccount`. Reply: accountReply.
 */
export const changeAccountEmailBody = z
  .object({ email: managedUserFieldsSchema.shape.email, currentPassword })
  .strict();
export type ChangeAccountEmailBody = z.infer<typeof changeAccountEmailBody>;

/**
 * POST /api/account/password body {currentPassword, newPassword}: the registration's length rules
 * for the new one (422 `passwordTooShort` / `passwordTooLong` on newPassword); a wrong current
 * password 422 `wrongPassword`; a provider account 422 `providerAccount`. On success every other
 * session of the person is signed out; the one that asked stays signed in. Reply: okReply.
 */
export const changeAccountPasswordBody = z
  .object({
    currentPassword,
    newPassword: text()
      .refine((password) => password.length >= PASSWORD_MIN, {
        message: `must be at least ${PASSWORD_MIN} characters`,
        params: { code: 'passwordTooShort' satisfies ErrorCode },
      })
      .refine((password) => password.length <= PASSWORD_MAX, {
        message: `must be at most ${PASSWORD_MAX} characters`,
        params: { code: 'passwordTooLong' satisfies ErrorCode },
      }),
  })
  .strict();
export type ChangeAccountPasswordBody = z.infer<typeof changeAccountPasswordBody>;

/**
 * POST /api/account/notifications body {notifications}: the given preferences are changed, the
 * others kept. Reply: accountReply.
 */
export const updateAccountNotificationsBody = z
  .object({ notifications: notificationPrefsSchema.partial().strict() })
  .strict();
export type UpdateAccountNotificationsBody = z.infer<typeof updateAccountNotificationsBody>;

/**
 * One place where the person is signed in: a sign-in and every refresh that followed it (a
 * refresh-token family). `id` names the session (it is not a token and signs nobody in);
 * `current` is the session of the access token that asked; `persistent` false: "remember me" was
 * unchecked (it ends with the browser). Times are ISO 8601: when the person signed in, when the
 * session was last refreshed (or started), when it ends unless refreshed. `userAgent`: the
 * browser that signed in, shortened (absent when unknown, as for sessions begun before it was
 * kept).
 */
export const accountSessionSchema = z.object({
  id: text().max(100),
  current: z.boolean(),
  persistent: z.boolean(),
  signedInAt: text(),
  lastUsedAt: text(),
  expiresAt: text(),
  userAgent: text().max(200).optional(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

/**
 * GET /api/account/sessions: the person's live sessions (not signed out, not expired), the most
 * recently used first.
 * DELETE /api/account/sessions/{id}: signs that session out; 404 `notFound` when the id is not one
 * of the caller's live sessions (another person's session is never touched). Reply: okReply.
 * POST /api/account/sessions/sign-out-everywhere (no body): signs out every session of the person,
 * this one too, and clears the refresh cookie. Reply: okReply.
 */
export const accountSessionsReply = z.array(accountSessionSchema);
export type AccountSessionsReply = z.infer<typeof accountSessionsReply>;
