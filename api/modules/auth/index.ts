/**
 * What other modules may use of the auth module (a lint rule keeps them to this file): the
 * OpenID Connect module signs people in with the same accounts and sessions; the people API
 * invites a new person by mail (a link to choose a password); the own account (api/modules/account)
 * changes the person's password and email and lists and ends their sessions.
 */
export { defaultAvatar, passwordLinks, type PasswordLinks } from './service';
export { invitationMail, MAIL_BRAND, passwordResetMail } from './mails';
export { clearRefreshCookie, issueSession } from './session';
export { JWT_PROVIDER } from './store';
export type {
  AuthStore,
  PersonDetail,
  RefreshTokenRecord,
  UniquePersonField,
  UserChanges,
  UserRecord,
} from './store';
export { accountOf } from './account-of';
