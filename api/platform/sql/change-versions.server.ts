import { eq } from 'drizzle-orm';
import type { SqlConnection, SqlDb } from './connection.server';
import { changeVersions } from './change-version-tables.server';

/**
 * The version of a domain (0 before its first write), and a read of the domain at a version: the
 * rows and the version from one snapshot (docs/decisions/0046-api-speed-and-memory.md).
 */
export function sqlChangeVersion(conn: SqlConnection, domain: string) {
  const { db, exclusive } = conn;
  const versionQuery = (reader: Pick<SqlDb, 'select'>) =>
    reader
      .select({ version: changeVersions.version })
      .from(changeVersions)
      .where(eq(changeVersions.domain, domain));
  const versionOf = async (reader: Pick<SqlDb, 'select'>) =>
    (await versionQuery(reader))[0]?.version ?? 0;
  // asked before every cached read: built once, a prepared statement on the server
  const current = versionQuery(db).prepare(`change_version_${domain}`);
  const read = async () => (await current.execute())[0]?.version ?? 0;
  // PGlite: asked again only when a call into the database has finished since
  let known: { calls: number; version: number } | undefined;
  const readUnlessUnchanged = async () => {
    const calls = exclusive!.callsFinished();
    if (known?.calls === calls) return known.version;
    const [row] = await exclusive!.peek<{ version: string | number }>(
      'SELECT version FROM change_versions WHERE domain = $1',
      [domain],
    );
    known = { calls, version: Number(row?.version ?? 0) };
    return known.version;
  };
  return {
    version: exclusive ? readUnlessUnchanged : read,
    readAtVersion<T>(read: (tx: Pick<SqlDb, 'select'>) => Promise<T>) {
      return db.transaction(
        async (tx) => ({ version: await versionOf(tx), value: await read(tx) }),
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    },
  };
}
