import {
  passwordProblem,
  registerProblems,
  type AuthMessageKey,
  type RegisterBody,
  type RegisterProblems,
} from './contract';
import type { ErrorCode } from '../../contract/errors';
import type { AccountStatus } from '../../contract/roles';
import type { MailOutcome } from '../../contract/common';
import { randomToken, sha256Hex } from '../../platform/crypto';
import { notFound } from '../../platform/errors';
import type { Mail } from '../../platform/mail';
import type { ApiDeps } from '../deps';
import { invitationMail, passwordResetMail } from './mails';
import { JWT_PROVIDER, type RefreshTokenRecord, type UserRecord } from './store';

const DEFAULT_RESET_TTL_SECONDS = 30 * 60;
const DEFAULT_INVITE_TTL_SECONDS = 7 * 24 * 60 * 60;
const AVATAR_COUNT = 24;

/** A picture that ships with the project, picked from the email so it stays the same. */
export function defaultAvatar(seed: string) {
  let h = 0;
  for (const ch of seed) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return `/images/avatars/avatar-${String((h % AVATAR_COUNT) + 1).padStart(2, '0')}.svg`;
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export type RefreshOutcome =
  | { ok: true; user: UserRecord; token: RefreshTokenRecord }
  | { ok: false; reason: 'unknown' | 'reused' | 'expired' | 'no-user' }
  /** `accountStatus` of its account: a block or deactivation revoked it, and the app says why */
  | { ok: false; reason: 'revoked'; accountStatus?: UserRecord['accountStatus'] };

export function authService(deps: ApiDeps) {
  const store = deps.stores.auth;
  // Verifying against a real hash when the account does not exist keeps both paths equally slow.
  let dummyHash: Promise<string> | undefined;
  const dummy = () => (dummyHash ??= deps.passwords.hash('not-a-real-password-0000'));
  let lastPrune = 0;

  /** Deletes expired refresh tokens and resets, at most once an hour. */
  async function pruneNowAndThen(now: Date) {
    if (now.getTime() - lastPrune < 60 * 60 * 1000) return;
    lastPrune = now.getTime();
    await store.pruneExpired(now);
  }

  /** A single-use token to set the password of user `userId`, stored hashed, as a page link. */
  async function passwordSetLink(userId: number, origin: string, purpose: 'reset' | 'invite') {
    const now = deps.now();
    const token = randomToken();
    const ttl =
      purpose === 'invite'
        ? (deps.auth.inviteTokenTtlSeconds ?? DEFAULT_INVITE_TTL_SECONDS)
        : (deps.auth.resetTokenTtlSeconds ?? DEFAULT_RESET_TTL_SECONDS);
    await store.insertPasswordReset({
      tokenHash: await sha256Hex(token),
      userId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + ttl * 1000),
      usedAt: null,
    });
    const url = new URL('/pages/reset-password', deps.mailer.linkOrigin ?? origin);
    url.searchParams.set('token', token);
    return url.toString();
  }

  /** Hands a mail to the mailer; a mail server's refusal or absence is logged and is 'failed'. */
  async function deliver(userId: number, what: string, mail: Mail): Promise<MailOutcome> {
    try {
      return await deps.mailer.send(mail);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      deps.log(`mail: the ${what} mail to user ${userId} was not sent: ${reason}`);
      return 'failed';
    }
  }

  return {
    /** The user whose email and password match, or undefined. */
    async authenticate(email: string, password: string): Promise<UserRecord | undefined> {
      const user = email.trim() ? await store.findUserByEmail(normalizeEmail(email)) : undefined;
      if (!user?.passwordHash) {
        await deps.passwords.verify(await dummy(), password);
        return undefined;
      }
      return (await deps.passwords.verify(user.passwordHash, password)) ? user : undefined;
    },

    /**
     * Every problem of the form together (docs/product.md section 5), or the new account (role
     * public).
     */
    async register(
      body: RegisterBody,
    ): Promise<{ user: UserRecord } | { problems: RegisterProblems }> {
      const problems = registerProblems(body);
      const email = normalizeEmail(body.email);
      if (!problems.email && (await store.findUserByEmail(email))) problems.email = 'emailInUse';
      if (Object.keys(problems).length) return { problems };
      const user = await store.createUser({
        email,
        displayName: body.displayName.trim(),
        passwordHash: await deps.passwords.hash(body.password),
        photoURL: defaultAvatar(email),
        phoneNumber: null,
        about: '',
        status: 'online',
        role: 'public',
        providerId: JWT_PROVIDER,
        providerSubject: null,
        createdAt: deps.now(),
      });
      // Lost a race against another register of the same email.
      if (!user) return { problems: { email: 'emailInUse' } };
      return { user };
    },

    /**
     * Uses a refresh token once. A token used before is a reuse: the whole family is revoked
     * (whoever holds the newer token is signed out too).
     */
    async useRefreshToken(token: string): Promise<RefreshOutcome> {
      const now = deps.now();
      await pruneNowAndThen(now);
      const record = await store.useRefreshToken(await sha256Hex(token), now);
      if (!record) return { ok: false, reason: 'unknown' };
      if (record.revokedAt) {
        const owner = await store.findUserById(record.userId);
        return { ok: false, reason: 'revoked', accountStatus: owner?.accountStatus };
      }
      if (record.usedAt) {
        await store.revokeRefreshFamily(record.familyId, now);
        deps.log(`auth: refresh token reused, family of user ${record.userId} revoked`);
        return { ok: false, reason: 'reused' };
      }
      if (record.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
      const user = await store.findUserById(record.userId);
      if (!user) return { ok: false, reason: 'no-user' };
      return { ok: true, user, token: record };
    },

    /** Logout: revokes the family of the presented refresh token, if it is one of ours. */
    async revoke(token: string) {
      const record = await store.findRefreshToken(await sha256Hex(token));
      if (record) await store.revokeRefreshFamily(record.familyId, deps.now());
    },

    /**
     * Blocks, deactivates or reactivates an account. Leaving `active` revokes every refresh
     * token at once; tokens already handed out are refused by requireRule on their next call.
     */
    async setAccountStatus(userId: number, accountStatus: AccountStatus) {
      const user = await store.updateUser(userId, { accountStatus });
      if (user && accountStatus !== 'active') {
        await store.revokeUserRefreshTokens(userId, deps.now());
        deps.log(`auth: account ${userId} ${accountStatus}, its sessions revoked`);
      }
      return user;
    },

    async updateDisplayName(userId: number, displayName: string) {
      return store.updateUser(userId, { displayName: displayName.trim() });
    },

    /**
     * Creates a single-use reset token for an email-and-password account, stored hashed, and
     * hands its mail to the mailer. Returns the link and the mail's `delivery` (which never
     * rejects: a failure is logged and is 'failed'), or undefined when there is no such account
     * (the caller answers the same).
     */
    async requestPasswordReset(
      email: string,
      origin: string,
    ): Promise<{ link: string; delivery: Promise<MailOutcome> } | undefined> {
      const user = await store.findUserByEmail(normalizeEmail(email));
      // a blocked or deactivated account gets no link (the reply stays the same)
      if (!user?.email || user.providerId !== JWT_PROVIDER || user.accountStatus !== 'active') {
        return undefined;
      }
      const link = await passwordSetLink(user.id, origin, 'reset');
      const mail = passwordResetMail({ to: user.email, name: user.displayName, link });
      return { link, delivery: deliver(user.id, 'password reset', mail) };
    },

    /**
     * A link to the page that sets a password (/pages/reset-password?token=...), its token
     * single-use and stored hashed like a reset's: 'reset' expires after resetTokenTtlSeconds,
     * 'invite' after inviteTokenTtlSeconds (default 7 days). The link is on the mailer's
     * linkOrigin when it has one, else on `origin`. 404 for an unknown user.
     */
    async createPasswordSetLink(
      userId: number,
      origin: string,
      purpose: 'reset' | 'invite',
    ): Promise<string> {
      const user = await store.findUserById(userId);
      if (!user) throw notFound(`No user with id ${userId}`);
      return passwordSetLink(user.id, origin, purpose);
    },

    /**
     * Mails a new person a link to choose a password (the people API: create and invite, send
     * the invitation again). Answers what became of the mail: 'failed' when the mail server
     * refused it or could not be reached, or when the account has no email. 404 for an unknown
     * user.
     */
    async sendInvitation(
      userId: number,
      origin: string,
      inviterName: string,
    ): Promise<MailOutcome> {
      const user = await store.findUserById(userId);
      if (!user) throw notFound(`No user with id ${userId}`);
      if (!user.email) {
        deps.log(`mail: no invitation for user ${user.id}: the account has no email`);
        return 'failed';
      }
      const link = await passwordSetLink(user.id, origin, 'invite');
      const mail = invitationMail({
        to: user.email,
        name: user.displayName,
        link,
        inviter: inviterName,
      });
      return deliver(user.id, 'invitation', mail);
    },

    /** Sets the new password and signs every session of the user out. */
    async resetPassword(
      token: string,
      password: string,
    ): Promise<
      { ok: true } | { ok: false; field: 'token' | 'password'; code: AuthMessageKey & ErrorCode }
    > {
      const problem = passwordProblem(password);
      if (problem) return { ok: false, field: 'password', code: problem };
      const invalid = { ok: false, field: 'token', code: 'resetTokenInvalid' } as const;
      const now = deps.now();
      const record = await store.usePasswordReset(await sha256Hex(token), now);
      if (!record || record.usedAt || record.expiresAt.getTime() <= now.getTime()) return invalid;
      const user = await store.updateUser(record.userId, {
        passwordHash: await deps.passwords.hash(password),
      });
      if (!user) return invalid;
      await store.revokeUserRefreshTokens(user.id, now);
      deps.log(`auth: password reset for user ${user.id}`);
      return { ok: true };
    },
  };
}
export type AuthService = ReturnType<typeof authService>;

/**
 * What the people API needs of the service (auth's index.ts): a password-setting link, and the
 * invitation mail that carries one.
 */
export function passwordLinks(deps: ApiDeps) {
  const { createPasswordSetLink, sendInvitation } = authService(deps);
  return { createPasswordSetLink, sendInvitation };
}
export type PasswordLinks = ReturnType<typeof passwordLinks>;
