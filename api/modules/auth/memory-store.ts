import {
  emptyPersonDetail,
  stopsBeingActiveAdmin,
  usernameBase,
  type AuthStore,
  type PasswordResetRecord,
  type RefreshTokenRecord,
  type UniquePersonField,
  type UserChanges,
  type UserRecord,
} from './store';
import { idCounter } from '../../platform/memory/ids';

/** Everything the memory auth store holds, as plain data (browser mode may keep it across reloads). */
export interface AuthSnapshot {
  users: UserRecord[];
  refreshTokens: RefreshTokenRecord[];
  passwordResets: PasswordResetRecord[];
  /** the highest user id ever given */
  highestUserId: number;
}

const clone = <T>(value: T): T => structuredClone(value);

const emailKey = (email: string) => email.trim().toLowerCase();

export interface MemoryAuthStore extends AuthStore {
  snapshot(): AuthSnapshot;
}

/** The memory adapter. `onChange` is called after every write (browser mode persists with it). */
export function memoryAuthStore(initial?: AuthSnapshot, onChange?: () => void): MemoryAuthStore {
  // a snapshot saved before accounts were people (browser mode keeps it across reloads): an
  // active account with empty person fields
  const users = new Map<number, UserRecord>(
    (initial?.users ?? []).map((u) => [
      u.id,
      {
        ...emptyPersonDetail,
        username: `${usernameBase(u.email, u.displayName)}-${u.id}`,
        accountStatus: 'active',
        ...(clone(u) as Partial<UserRecord>),
      } as UserRecord,
    ]),
  );
  // a token saved before sessions kept their sign-in time and browser: its own time, unknown
  const refresh = new Map(
    (initial?.refreshTokens ?? []).map((t) => [
      t.tokenHash,
      { ...clone(t), signedInAt: t.signedInAt ?? t.createdAt, userAgent: t.userAgent ?? null },
    ]),
  );
  const resets = new Map((initial?.passwordResets ?? []).map((r) => [r.tokenHash, clone(r)]));
  let highest = initial?.highestUserId ?? 0;
  const nextIdFrom = idCounter([...users.values(), { id: highest }]);
  const nextId = () => (highest = nextIdFrom());
  const changed = () => onChange?.();
  /** records used once, by token hash: refresh tokens and password resets */
  const singleUse = <T extends { tokenHash: string; usedAt: Date | null }>(
    map: Map<string, T>,
  ) => ({
    async insert(record: T) {
      map.set(record.tokenHash, clone(record));
      changed();
    },
    /** marks it used and answers it as it was before (usedAt null on first use) */
    async use(tokenHash: string, now: Date) {
      const record = map.get(tokenHash);
      const before = record && clone(record);
      if (record) record.usedAt ??= new Date(now);
      changed();
      return before;
    },
  });
  const refreshTokens = singleUse(refresh);
  const passwordResets = singleUse(resets);

  async function revokeWhere(predicate: (token: RefreshTokenRecord) => boolean, now: Date) {
    for (const token of refresh.values()) if (predicate(token)) token.revokedAt ??= new Date(now);
    changed();
  }

  const find = (predicate: (user: UserRecord) => boolean) => {
    for (const user of users.values()) if (predicate(user)) return clone(user);
    return undefined;
  };
  const emailTaken = (email: string | null | undefined, exceptId?: number) =>
    email != null &&
    [...users.values()].some(
      (u) => u.id !== exceptId && u.email != null && emailKey(u.email) === emailKey(email),
    );
  const usernameTaken = (username: string, exceptId?: number) =>
    [...users.values()].some(
      (u) => u.id !== exceptId && u.username.toLowerCase() === username.toLowerCase(),
    );
  /** as the unique indexes of SQL: the field another account has, or undefined */
  const takenBy = (changes: UserChanges, id: number): UniquePersonField | undefined => {
    if (changes.email !== undefined && emailTaken(changes.email, id)) return 'email';
    if (changes.username !== undefined && usernameTaken(changes.username, id)) return 'username';
    return undefined;
  };
  /** no await between the check and the write: two changes cannot both take a value */
  function patch(id: number, changes: UserChanges) {
    const user = users.get(id);
    if (!user) return undefined;
    const taken = takenBy(changes, id);
    if (taken) return { taken };
    if (
      stopsBeingActiveAdmin(user, changes) &&
      ![...users.values()].some(
        (u) => u.id !== id && u.role === 'admin' && u.accountStatus === 'active',
      )
    ) {
      return { lastAdmin: true as const };
    }
    const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
    Object.assign(user, clone(defined));
    changed();
    return { user: clone(user) };
  }

  return {
    async findUserById(id) {
      const user = users.get(id);
      return user && clone(user);
    },
    async findAccess(id) {
      const user = users.get(id);
      return user && { id: user.id, role: user.role, accountStatus: user.accountStatus };
    },
    async findUserByEmail(email) {
      return find((u) => u.email != null && emailKey(u.email) === emailKey(email));
    },
    async findUserByProvider(providerId, providerSubject) {
      return find((u) => u.providerId === providerId && u.providerSubject === providerSubject);
    },
    async createUser(input) {
      if (emailTaken(input.email)) return undefined;
      if (
        input.providerSubject != null &&
        find(
          (u) => u.providerId === input.providerId && u.providerSubject === input.providerSubject,
        )
      ) {
        return undefined;
      }
      const id = nextId();
      const base = input.username ?? usernameBase(input.email, input.displayName);
      const user: UserRecord = {
        ...emptyPersonDetail,
        ...clone(input),
        username: usernameTaken(base) ? `${base}-${id}` : base,
        accountStatus: input.accountStatus ?? 'active',
        id,
      };
      users.set(user.id, user);
      changed();
      return clone(user);
    },
    async updateUser(id, changes) {
      const result = patch(id, changes);
      return result && 'user' in result ? result.user : undefined;
    },
    async patchUser(id, changes) {
      return patch(id, changes);
    },
    async listUsers() {
      return [...users.values()].map(clone);
    },
    async listActiveCompanyUsers(companyId) {
      return [...users.values()]
        .filter((u) => u.companyId === companyId && u.accountStatus === 'active')
        .sort((a, b) => a.id - b.id)
        .map(clone);
    },
    async searchUsers(q, limit) {
      const needle = q.toLowerCase();
      const found = [...users.values()]
        .filter((u) =>
          `${u.displayName}\n${u.email ?? ''}\n${u.username}`.toLowerCase().includes(needle),
        )
        .sort((a, b) => a.id - b.id);
      return { total: found.length, users: found.slice(0, limit).map(clone) };
    },
    async countUsersWithRole(role) {
      return [...users.values()].filter((u) => u.role === role).length;
    },

    insertRefreshToken: refreshTokens.insert,
    useRefreshToken: refreshTokens.use,
    async findRefreshToken(tokenHash) {
      const token = refresh.get(tokenHash);
      return token && clone(token);
    },
    revokeRefreshFamily: (familyId, now) => revokeWhere((t) => t.familyId === familyId, now),
    revokeUserRefreshTokens: (userId, now, exceptFamilyId) =>
      revokeWhere((t) => t.userId === userId && t.familyId !== exceptFamilyId, now),
    async listLiveRefreshTokens(userId, now) {
      const live = [...refresh.values()]
        .filter((t) => t.userId === userId && !t.usedAt && !t.revokedAt && t.expiresAt > now)
        .sort(
          (a, b) =>
            b.createdAt.getTime() - a.createdAt.getTime() || (a.tokenHash < b.tokenHash ? 1 : -1),
        );
      const seen = new Set<string>();
      return live.filter((t) => !seen.has(t.familyId) && seen.add(t.familyId)).map(clone);
    },
    async pruneExpired(now) {
      for (const [hash, token] of refresh) if (token.expiresAt <= now) refresh.delete(hash);
      for (const [hash, reset] of resets) if (reset.expiresAt <= now) resets.delete(hash);
      changed();
    },

    insertPasswordReset: passwordResets.insert,
    usePasswordReset: passwordResets.use,

    snapshot() {
      return {
        users: [...users.values()].map(clone),
        refreshTokens: [...refresh.values()].map(clone),
        passwordResets: [...resets.values()].map(clone),
        highestUserId: highest,
      };
    },
  };
}
