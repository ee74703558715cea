import type { Role, UserStatus } from '../../contract/auth';

/** `providerId` of an email-and-password account; an OpenID Connect account holds its issuer. */
export const JWT_PROVIDER = 'jwt';

/** A row of the users table. */
export interface UserRecord {
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
  createdAt: Date;
}

export type NewUser = Omit<UserRecord, 'id'>;

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
  >
>;

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
 * Users, refresh tokens and password resets. Two adapters: api/store/memory/auth.ts and
 * api/store/sql/auth.ts. Rules (hashing, rotation, expiry) live in the auth service above it.
 *
 * For the OpenID Connect module: `findUserByProvider(issuer, sub)`, then `createUser({...,
 * providerId: issuer, providerSubject: sub, passwordHash: null, role: 'public'})`; then
 * `issueSession` of api/modules/auth/session.ts answers `{userData, accessToken}` and sets the
 * refresh cookie, like login does.
 */
export interface AuthStore {
  findUserById(id: number): Promise<UserRecord | undefined>;
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
  /** revokes every token of the user (password reset) */
  revokeUserRefreshTokens(userId: number, now: Date): Promise<void>;
  /** deletes refresh tokens and password resets that expired before `now` */
  pruneExpired(now: Date): Promise<void>;

  insertPasswordReset(reset: PasswordResetRecord): Promise<void>;
  /** Atomically marks it used and returns it as it was before; undefined when unknown. */
  usePasswordReset(tokenHash: string, now: Date): Promise<PasswordResetRecord | undefined>;
}
