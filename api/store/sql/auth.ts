import { and, count, eq, isNull, lte, sql } from 'drizzle-orm';
import type { AuthStore, UserRecord } from '../../modules/auth/store';
import type { SqlDb } from './connection';
import { authPasswordResets, authRefreshTokens, authUsers } from './schema/auth';

/** PostgreSQL's unique_violation, possibly wrapped by Drizzle. */
function isUniqueViolation(error: unknown): boolean {
  for (
    let e = error as { code?: string; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (e.code === '23505') return true;
  }
  return false;
}

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

export function sqlAuthStore(db: SqlDb): AuthStore {
  const one = async (where: ReturnType<typeof eq>): Promise<UserRecord | undefined> => {
    const [row] = await db.select().from(authUsers).where(where).limit(1);
    return row;
  };
  return {
    findUserById: (id) => one(eq(authUsers.id, id)),
    findUserByEmail: (email) => one(byEmail(email)),
    findUserByProvider: (providerId, providerSubject) =>
      one(
        and(eq(authUsers.providerId, providerId), eq(authUsers.providerSubject, providerSubject))!,
      ),
    async createUser(user) {
      // ON CONFLICT DO NOTHING covers both unique indexes: email (lower) and provider + subject.
      const rows = await db.insert(authUsers).values(user).onConflictDoNothing().returning();
      return rows[0];
    },
    async updateUser(id, changes) {
      const values = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
      if (Object.keys(values).length === 0) return one(eq(authUsers.id, id));
      try {
        const rows = await db.update(authUsers).set(values).where(eq(authUsers.id, id)).returning();
        return rows[0];
      } catch (error) {
        if (isUniqueViolation(error)) return undefined;
        throw error;
      }
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
    async revokeUserRefreshTokens(userId, now) {
      await db
        .update(authRefreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(authRefreshTokens.userId, userId), isNull(authRefreshTokens.revokedAt)));
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
