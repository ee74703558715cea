/**
 * What other modules may use of the auth module (a lint rule keeps them to this file): the
 * OpenID Connect module signs people in with the same accounts and sessions; the people API
 * invites a new person by mail (a link to choose a password).
 */
export { defaultAvatar, passwordLinks, type PasswordLinks } from './service';
export { invitationMail, passwordResetMail } from './mails';
export { issueSession } from './session';
export type {
  AuthStore,
  PersonDetail,
  UniquePersonField,
  UserChanges,
  UserRecord,
} from './store';
