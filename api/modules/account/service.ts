import {
  DEFAULT_NOTIFICATION_PREFS,
  type AccountReply,
  type AccountSession,
  type NotificationPrefs,
  type UpdateAccountProfileBody,
} from './contract';
import { ApiError, notFound } from '../../platform/errors';
import type { Principal } from '../../platform/types';
import type { ApiDeps } from '../deps';
import { JWT_PROVIDER, type UserChanges, type UserRecord } from '../auth';
import { toAccountChanges, toManagedUser } from '../user-management';

/** 422 on one field of the body. */
function refused(code: 'wrongPassword' | 'providerAccount' | 'alreadyUsed', field: string): never {
  const messages = {
    wrongPassword: 'the current password is not right',
    providerAccount:
      'this account signs in with an identity provider: its email and password are changed there',
    alreadyUsed: 'is already used by another person',
  };
  throw new ApiError(422, code, `${field}: ${messages[code]}`, { field });
}

const noSession = () => notFound('No such session of yours');

/**
 * The signed-in person's own account (docs/decisions/0051): only ever the caller's record, the
 * fields a person may change about themselves, and their sessions.
 */
export function accountService(deps: ApiDeps) {
  const store = deps.stores.auth;
  // Checking a password that is not there takes as long as checking a real one.
  let dummyHash: Promise<string> | undefined;
  const dummy = () => (dummyHash ??= deps.passwords.hash('not-a-real-password-0000'));

  /** 422 unless the account signs in with a password and `password` is it. */
  async function checkPassword(account: UserRecord, password: string) {
    if (account.providerId !== JWT_PROVIDER) refused('providerAccount', 'currentPassword');
    if (!account.passwordHash) {
      // an invited person who has not chosen one yet
      await deps.passwords.verify(await dummy(), password);
      refused('wrongPassword', 'currentPassword');
    }
    if (!(await deps.passwords.verify(account.passwordHash, password))) {
      refused('wrongPassword', 'currentPassword');
    }
  }

  /** Writes the changes; a taken email or username is 422 on `fieldOf(taken)`. */
  async function patch(
    account: UserRecord,
    changes: UserChanges,
    fieldOf: (taken: 'email' | 'username') => string,
  ): Promise<AccountReply> {
    const result = await store.patchUser(account.id, changes);
    if (!result) throw new ApiError(401, 'invalidAccessToken', 'Invalid access token');
    if ('taken' in result) refused('alreadyUsed', fieldOf(result.taken));
    // the fields a person changes about themselves never take away admin rights
    if ('lastAdmin' in result) throw new Error('own account: a change reached the admin rule');
    return view(result.user);
  }

  function view(account: UserRecord): AccountReply {
    return {
      person: toManagedUser(account),
      about: account.about,
      notifications: { ...DEFAULT_NOTIFICATION_PREFS, ...account.notifications },
    };
  }

  return {
    view,

    updateProfile(account: UserRecord, profile: UpdateAccountProfileBody['profile']) {
      const { about, ...fields } = profile;
      const changes: UserChanges = { ...toAccountChanges(fields) };
      if (about !== undefined) changes.about = about;
      return patch(account, changes, (taken) => `profile.${taken}`);
    },

    async changeEmail(account: UserRecord, email: string, currentPassword: string) {
      await checkPassword(account, currentPassword);
      const changes = { email: email.trim().toLowerCase() };
      const reply = await patch(account, changes, () => 'email');
      deps.log(`account: user ${account.id} changed their email`);
      return reply;
    },

    /** The new password; every other session of the person ends, the one that asked stays. */
    async changePassword(
      account: UserRecord,
      principal: Principal,
      currentPassword: string,
      newPassword: string,
    ) {
      await checkPassword(account, currentPassword);
      const passwordHash = await deps.passwords.hash(newPassword);
      if (!(await store.updateUser(account.id, { passwordHash }))) {
        throw new ApiError(401, 'invalidAccessToken', 'Invalid access token');
      }
      await store.revokeUserRefreshTokens(account.id, deps.now(), principal.session);
      deps.log(`account: user ${account.id} changed their password, other sessions signed out`);
    },

    async updateNotifications(account: UserRecord, notifications: Partial<NotificationPrefs>) {
      const merged = { ...DEFAULT_NOTIFICATION_PREFS, ...account.notifications, ...notifications };
      return patch(account, { notifications: merged }, (taken) => taken);
    },

    async sessions(principal: Principal): Promise<AccountSession[]> {
      const tokens = await store.listLiveRefreshTokens(principal.id, deps.now());
      return tokens.map((token) => ({
        id: token.familyId,
        current: token.familyId === principal.session,
        persistent: token.persistent,
        signedInAt: token.signedInAt.toISOString(),
        lastUsedAt: token.createdAt.toISOString(),
        expiresAt: token.expiresAt.toISOString(),
        ...(token.userAgent ? { userAgent: token.userAgent } : {}),
      }));
    },

    /** Signs one of the caller's live sessions out; 404 for anything else. */
    async signOut(principal: Principal, sessionId: string) {
      const now = deps.now();
      const live = await store.listLiveRefreshTokens(principal.id, now);
      if (!live.some((token) => token.familyId === sessionId)) throw noSession();
      await store.revokeRefreshFamily(sessionId, now);
    },

    async signOutEverywhere(principal: Principal) {
      await store.revokeUserRefreshTokens(principal.id, deps.now());
      deps.log(`account: user ${principal.id} signed out everywhere`);
    },
  };
}
