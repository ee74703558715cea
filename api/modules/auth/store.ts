import type { NotificationPrefs } from '../account/contract';
import type { Role, UserStatus } from './contract';
import type { AccountStatus } from '../../contract/roles';
import type { ManagedUser } from '../user-management/contract';

/**
 * What the people app keeps of a person beyond the sign-in (docs/product.md section 3): null
 * where the person has not said. An account is a person: one row holds both.
 */
export interface PersonDetail {
  /** unique, compared case-insensitively */
  username: string;
  /** '' until known */
  country: string;
  isVerified: boolean;
  department: ManagedUser['department'] | null;
  dob: string | null;
  gender: NonNullable<ManagedUser['gender']> | null;
  website: string | null;
  languagesKnown: NonNullable<ManagedUser['languages_known']> | null;
  contactOptions: NonNullable<ManagedUser['contact_options']> | null;
  location: NonNullable<ManagedUser['location']> | null;
  socialLinks: NonNullable<ManagedUser['social_links']> | null;
  permissions: NonNullable<ManagedUser['permissions']> | null;
  /** which e-mails the person wants (their own settings); null: never chosen, all of them */
  notifications: NotificationPrefs | null;
  /**
   * the customer company the person belongs to (api/modules/companies); only a person of the
   * people role `user` (role `public`) has one, and then follows its shipments in the portal
   */
  companyId: number | null;
}

/** A new account's person fields: what is not given is empty; a username is made from the email. */
export const emptyPersonDetail: Omit<PersonDetail, 'username'> = {
  country: '',
  isVerified: false,
  department: null,
  dob: null,
  gender: null,
  website: null,
  languagesKnown: null,
  contactOptions: null,
  location: null,
  socialLinks: null,
  permissions: null,
  notifications: null,
  companyId: null,
};

/** The start of a new account's username: the email's name (or the display name), cleaned. */
export function usernameBase(email: string | null, displayName: string): string {
  const clean = (value: string) =>
    value
      .toLowerCase()
      .replace(/[^a-z0-9._-]/g, '')
      .slice(0, 40);
  return clean(email?.split('@')[0] ?? '') || clean(displayName) || 'user';
}

/** `providerId` of an email-and-password account; an OpenID Connect account holds its issuer. */
export const JWT_PROVIDER = 'jwt';

/** A row of the users table: an account, which is a person. */
export interface UserRecord extends PersonDetail {
  id: number;
  /** unique, compared case-insensitively; null when a provider gave none */
  email: string | null;
  displayName: string;
  /** argon2id (server) or PBKDF2 (browser mode); null for provider accounts */
  passwordHash: string | null;
  photoURL: string;
  phoneNumber: string | null;
  about: string;
  status: UserStatus;
  role: Role;
  /** 'jwt' or the OpenID Connect issuer */
  providerId: string;
  /** the provider's `sub`; null for 'jwt' accounts. (providerId, providerSubject) is unique */
  providerSubject: string | null;
  /** only an active account signs in and uses its tokens (checked on every request) */
  accountStatus: AccountStatus;
  createdAt: Date;
}

/** What every request checks of the caller's account. */
export type AccountAccess = Pick<UserRecord, 'id' | 'role' | 'accountStatus'>;

/**
 * A new account is active unless it says otherwise; the person fields not given are empty, and
 * without a username the store makes one from the email (with the id when it is taken).
 */
export type NewUser = Omit<UserRecord, 'id' | 'accountStatus' | keyof PersonDetail> & {
  accountStatus?: AccountStatus;
} & Partial<PersonDetail>;

export type UserChanges = Partial<
  Pick<
    UserRecord,
    | 'displayName'
    | 'passwordHash'
    | 'photoURL'
    | 'phoneNumber'
    | 'about'
    | 'status'
    | 'role'
    | 'email'
    | 'accountStatus'
  >
> &
  Partial<PersonDetail>;

/** The fields that name one person each, compared case-insensitively. */
export type UniquePersonField = 'email' | 'username';

export type PatchUserResult =
  { user: UserRecord } | { taken: UniquePersonField } | { lastAdmin: true };

/** Whether the account, after the change, is no longer an active admin while it was one. */
export function stopsBeingActiveAdmin(account: UserRecord, changes: UserChanges): boolean {
  const isActiveAdmin = (role: UserRecord['role'], status: UserRecord['accountStatus']) =>
    role === 'admin' && status === 'active';
  return (
    isActiveAdmin(account.role, account.accountStatus) &&
    !isActiveAdmin(changes.role ?? account.role, changes.accountStatus ?? account.accountStatus)
  );
}

/** A refresh token, stored by its SHA-256 hash (the token itself is never stored). */
export interface RefreshTokenRecord {
  tokenHash: string;
  userId: number;
  /** every token rotated from one sign-in shares the family; reuse revokes the family */
  familyId: string;
  /** false: the cookie is a session cookie ("remember me" unchecked) */
  persistent: boolean;
  createdAt: Date;
  expiresAt: Date;
  /** set when the token was exchanged for a new one */
  usedAt: Date | null;
  /** set when the family was revoked (logout, reuse) */
  revokedAt: Date | null;
  /** when the family's sign-in happened (the same on every token of the family) */
  signedInAt: Date;
  /** the browser that signed in (its User-Agent, at most 200 characters); null when unknown */
  userAgent: string | null;
}

/** A password-reset token, stored by its SHA-256 hash; single-use and expiring. */
export interface PasswordResetRecord {
  tokenHash: string;
  userId: number;
  createdAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
}

/**
 * Users, refresh tokens and password resets. Two adapters: api/modules/auth/memory-store.ts and
 * api/modules/auth/sql-store.server.ts. Rules (hashing, rotation, expiry) live in the auth service above it.
 *
 * For the OpenID Connect module: `findUserByProvider(issuer, sub)`, then `createUser({...,
 * providerId: issuer, providerSubject: sub, passwordHash: null, role: 'public'})`; then
 * `issueSession` of api/modules/auth/session.ts answers `{userData, accessToken}` and sets the
 * refresh cookie, like login does.
 */
export interface AuthStore {
  findUserById(id: number): Promise<UserRecord | undefined>;
  /**
   * Only what every request checks (requireRule): the role and whether the account may act. A
   * few columns, so that the read on every request stays cheap (a whole row costs about three
   * times as much on PGlite).
   */
  findAccess(id: number): Promise<AccountAccess | undefined>;
  /** case-insensitive */
  findUserByEmail(email: string): Promise<UserRecord | undefined>;
  findUserByProvider(providerId: string, providerSubject: string): Promise<UserRecord | undefined>;
  /**
   * Inserts with a new id (highest id ever given + 1). Returns undefined, and inserts nothing, when
   * the email (case-insensitively) or the (providerId, providerSubject) pair is already taken.
   */
  createUser(user: NewUser): Promise<UserRecord | undefined>;
  /** undefined when there is no such user */
  updateUser(id: number, changes: UserChanges): Promise<UserRecord | undefined>;
  /**
   * Sets the given fields in one write (a concurrent change of other fields is kept) and answers
   * the account; or, changing nothing: the field another account has (email or username, decided
   * by the write itself), or `lastAdmin` when the change would leave no active admin (decided
   * with the admins locked, so two admins demoting each other at once cannot both succeed).
   * undefined when there is no such account.
   */
  patchUser(id: number, changes: UserChanges): Promise<PatchUserResult | undefined>;
  /** every account, any order */
  listUsers(): Promise<UserRecord[]>;
  /** the active accounts of a customer company, by id (whom its shipments' status mails go to) */
  listActiveCompanyUsers(companyId: number): Promise<UserRecord[]>;
  /**
   * The search across everything (api/modules/search): up to `limit` accounts whose display
   * name, email or username contain `q` (ignoring case, every character literally), by id, and
   * how many match in all. In the database on SQL, not over every row in JavaScript.
   */
  searchUsers(q: string, limit: number): Promise<{ total: number; users: UserRecord[] }>;
  /** how many users hold the role (admin:create, production start message) */
  countUsersWithRole(role: Role): Promise<number>;

  insertRefreshToken(token: RefreshTokenRecord): Promise<void>;
  /**
   * Atomically marks the token used at `now` and returns it as it was before (usedAt still null
   * when this call was the first use). undefined when no such token exists. Exactly one of several
   * concurrent calls sees usedAt null.
   */
  useRefreshToken(tokenHash: string, now: Date): Promise<RefreshTokenRecord | undefined>;
  findRefreshToken(tokenHash: string): Promise<RefreshTokenRecord | undefined>;
  /** revokes every token of the family that is not revoked yet */
  revokeRefreshFamily(familyId: string, now: Date): Promise<void>;
  /**
   * revokes every token of the user (password reset), or every token but those of the family
   * `exceptFamilyId` (a password change keeps the session that made it)
   */
  revokeUserRefreshTokens(userId: number, now: Date, exceptFamilyId?: string): Promise<void>;
  /**
   * The user's live sessions: of each family with a token neither used, revoked nor expired at
   * `now`, that token (the newest when there are several), the most recently created first.
   */
  listLiveRefreshTokens(userId: number, now: Date): Promise<RefreshTokenRecord[]>;
  /** deletes refresh tokens and password resets that expired before `now` */
  pruneExpired(now: Date): Promise<void>;

  insertPasswordReset(reset: PasswordResetRecord): Promise<void>;
  /** Atomically marks it used and returns it as it was before; undefined when unknown. */
  usePasswordReset(tokenHash: string, now: Date): Promise<PasswordResetRecord | undefined>;
}
