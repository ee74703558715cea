/**
 * What other modules may use of the auth module (a lint rule keeps them to this file): the
 * OpenID Connect module signs people in with the same accounts and sessions.
 */
export { defaultAvatar } from './service';
export { issueSession } from './session';
export type { UserRecord } from './store';
