import { eq } from 'drizzle-orm';
import type { SqlDb } from './connection';
import { changeVersions } from './schema/change-versions';

/**
 * The version of a domain (0 before its first write), and a read of the domain at a version: the
 * rows and the version from one snapshot (docs/decisions/0046-api-speed-and-memory.md).
 */
export function sqlChangeVersion(db: SqlDb, domain: string) {
  const versionOf = async (reader: Pick<SqlDb, 'select'>) => {
    const [row] = await reader
      .select({ version: changeVersions.version })
      .from(changeVersions)
      .where(eq(changeVersions.domain, domain));
    return row?.version ?? 0;
  };
  // asked before every cached read: built once, a prepared statement on the server
  const current = db
    .select({ version: changeVersions.version })
    .from(changeVersions)
    .where(eq(changeVersions.domain, domain))
    .prepare(`change_version_${domain}`);
  return {
    version: async () => (await current.execute())[0]?.version ?? 0,
    readAtVersion<T>(read: (tx: Pick<SqlDb, 'select'>) => Promise<T>) {
      return db.transaction(
        async (tx) => ({ version: await versionOf(tx), value: await read(tx) }),
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    },
  };
}
