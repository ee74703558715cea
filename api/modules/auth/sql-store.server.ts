import { and, asc, count, desc, eq, gt, ilike, isNull, lte, ne, or, sql } from 'drizzle-orm';
import {
  emptyPersonDetail,
  stopsBeingActiveAdmin,
  usernameBase,
  type AuthStore,
  type NewUser,
  type PatchUserResult,
  type UniquePersonField,
  type UserChanges,
  type UserRecord,
} from './store';
import { patchRow, violatedConstraint } from '../../platform/sql/patch-row.server';
import type { SqlDb } from '../../platform/sql/connection.server';
import { containsPattern } from '../../platform/sql/contains-pattern';
import { authPasswordResets, authRefreshTokens, authUsers } from './sql-tables.server';

/**
 * Marks a single-use token used and returns it as it was before. Only one caller can flip
 * used_at from NULL (the UPDATE's row lock decides); the others read it already used.
 */
async function useOnce<T extends typeof authRefreshTokens | typeof authPasswordResets>(
  db: SqlDb,
  table: T,
  tokenHash: string,
  now: Date,
): Promise<T['$inferSelect'] | undefined> {
  const t = table as typeof authPasswordResets;
  const [first] = await db
    .update(t)
    .set({ usedAt: now })
    .where(and(eq(t.tokenHash, tokenHash), isNull(t.usedAt)))
    .returning();
  if (first) return { ...first, usedAt: null } as T['$inferSelect'];
  const [again] = await db
    .select()
    .from(table as typeof t)
    .where(eq(t.tokenHash, tokenHash));
  return again as T['$inferSelect'] | undefined;
}

const byEmail = (email: string) => sql`lower(${authUsers.email}) = lower(${email.trim()})`;

/** the unique indexes of migrations 0001 and 0107, by the person field they keep unique */
const uniqueIndexes = new Map<string | undefined, UniquePersonField>([
  ['auth_users_email_key', 'email'],
  ['auth_users_username_key', 'username'],
]);

const randomSuffix = () => crypto.randomUUID().slice(0, 6);

export function sqlAuthStore(db: SqlDb): AuthStore {
  /**
   * Inserts the account under a placeholder username no one can hold ('#' is not allowed in one),
   * then names it in the same transaction: `base` when free, else `base-<id>`. ON CONFLICT DO
   * NOTHING covers the unique email and provider: undefined, nothing inserted.
   */
  const insertNamed = (user: NewUser, base: string) =>
    db.transaction(async (tx) => {
      const placeholder = `#new-${crypto.randomUUID()}`;
      const [row] = await tx
        .insert(authUsers)
        .values({ ...emptyPersonDetail, ...user, username: placeholder })
        .onConflictDoNothing()
        .returning();
      if (!row) return undefined;
      const taken = sql`EXISTS (SELECT 1 FROM auth_users o WHERE lower(o.username) = lower(${base}) AND o.id <> ${row.id})`;
      const [named] = await tx
        .update(authUsers)
        .set({
          username: sql`CASE WHEN ${taken} THEN ${base} || '-' || ${row.id} ELSE ${base} END`,
        })
        .where(eq(authUsers.id, row.id))
        .returning();
      return named;
    });

  /**
   * One UPDATE; a taken email or username is refused by its unique index. A change that may take
   * away admin rights first locks the active admins (in id order, so two such changes queue):
   * the second then sees the first's result, and the last active admin stays.
   */
  async function patch(id: number, changes: UserChanges): Promise<PatchUserResult | undefined> {
    try {
      if (changes.role === undefined && changes.accountStatus === undefined) {
        const row = await patchRow(db, authUsers, id, changes);
        return row && { user: row };
      }
      return await db.transaction(async (tx) => {
        const admins = await tx
          .select({ id: authUsers.id })
          .from(authUsers)
          .where(and(eq(authUsers.role, 'admin'), eq(authUsers.accountStatus, 'active')))
          .orderBy(authUsers.id)
          .for('update');
        const [current] = await tx.select().from(authUsers).where(eq(authUsers.id, id));
        if (!current) return undefined;
        if (stopsBeingActiveAdmin(current, changes) && admins.every((a) => a.id === id)) {
          return { lastAdmin: true as const };
        }
        return { user: (await patchRow(tx, authUsers, id, changes))! };
      });
    } catch (error) {
      const taken = uniqueIndexes.get(violatedConstraint(error));
      if (taken) return { taken };
      throw error;
    }
  }

  const one = async (where: ReturnType<typeof eq>): Promise<UserRecord | undefined> => {
    const [row] = await db.select().from(authUsers).where(where).limit(1);
    return row;
  };
  // prepared once: the read every authenticated request makes (requireRule)
  const access = db
    .select({ id: authUsers.id, role: authUsers.role, accountStatus: authUsers.accountStatus })
    .from(authUsers)
    .where(eq(authUsers.id, sql.placeholder('id')))
    .prepare('auth_find_access');
  return {
    findUserById: (id) => one(eq(authUsers.id, id)),
    async findAccess(id) {
      const [row] = await access.execute({ id });
      return row;
    },
    findUserByEmail: (email) => one(byEmail(email)),
    findUserByProvider: (providerId, providerSubject) =>
      one(
        and(eq(authUsers.providerId, providerId), eq(authUsers.providerSubject, providerSubject))!,
      ),
    async createUser(user) {
      const base = user.username ?? usernameBase(user.email, user.displayName);
      try {
        return await insertNamed(user, base);
      } catch (error) {
        // another account took the same username between the check and the write
        if (uniqueIndexes.get(violatedConstraint(error)) === 'username') {
          return insertNamed(user, `${base}-${randomSuffix()}`);
        }
        throw error;
      }
    },
    async updateUser(id, changes) {
      const result = await patch(id, changes);
      return result && 'user' in result ? result.user : undefined;
    },
    patchUser: (id, changes) => patch(id, changes),
    async listUsers() {
      return db.select().from(authUsers);
    },
    async listActiveCompanyUsers(companyId) {
      return db
        .select()
        .from(authUsers)
        .where(and(eq(authUsers.companyId, companyId), eq(authUsers.accountStatus, 'active')))
        .orderBy(asc(authUsers.id));
    },
    /** one SELECT: the page of matches and, beside each, how many match in all */
    async searchUsers(q, limit) {
      const pattern = containsPattern(q);
      const rows = await db
        .select({ user: authUsers, total: sql<number>`count(*) over ()` })
        .from(authUsers)
        .where(
          or(
            ilike(authUsers.displayName, pattern),
            ilike(authUsers.email, pattern),
            ilike(authUsers.username, pattern),
          ),
        )
        .orderBy(asc(authUsers.id))
        .limit(limit);
      return { total: Number(rows[0]?.total ?? 0), users: rows.map((row) => row.user) };
    },
    async countUsersWithRole(role) {
      const [row] = await db.select({ n: count() }).from(authUsers).where(eq(authUsers.role, role));
      return Number(row?.n ?? 0);
    },

    async insertRefreshToken(token) {
      await db.insert(authRefreshTokens).values(token);
    },
    useRefreshToken: (tokenHash, now) => useOnce(db, authRefreshTokens, tokenHash, now),
    async findRefreshToken(tokenHash) {
      const [row] = await db
        .select()
        .from(authRefreshTokens)
        .where(eq(authRefreshTokens.tokenHash, tokenHash));
      return row;
    },
    async revokeRefreshFamily(familyId, now) {
      await db
        .update(authRefreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(authRefreshTokens.familyId, familyId), isNull(authRefreshTokens.revokedAt)));
    },
    async revokeUserRefreshTokens(userId, now, exceptFamilyId) {
      await db
        .update(authRefreshTokens)
        .set({ revokedAt: now })
        .where(
          and(
            eq(authRefreshTokens.userId, userId),
            isNull(authRefreshTokens.revokedAt),
            exceptFamilyId === undefined
              ? undefined
              : ne(authRefreshTokens.familyId, exceptFamilyId),
          ),
        );
    },
    async listLiveRefreshTokens(userId, now) {
      const rows = await db
        .select()
        .from(authRefreshTokens)
        .where(
          and(
            eq(authRefreshTokens.userId, userId),
            isNull(authRefreshTokens.usedAt),
            isNull(authRefreshTokens.revokedAt),
            gt(authRefreshTokens.expiresAt, now),
          ),
        )
        .orderBy(desc(authRefreshTokens.createdAt), desc(authRefreshTokens.tokenHash));
      const seen = new Set<string>();
      return rows.filter((row) => !seen.has(row.familyId) && seen.add(row.familyId));
    },
    async pruneExpired(now) {
      await db.delete(authRefreshTokens).where(lte(authRefreshTokens.expiresAt, now));
      await db.delete(authPasswordResets).where(lte(authPasswordResets.expiresAt, now));
    },

    async insertPasswordReset(reset) {
      await db.insert(authPasswordResets).values(reset);
    },
    usePasswordReset: (tokenHash, now) => useOnce(db, authPasswordResets, tokenHash, now),
  };
}
