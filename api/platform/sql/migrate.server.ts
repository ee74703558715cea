import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SqlConnection } from './connection.server';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * Every migration file, by name: the platform's own (./migrations) and each module's
 * (api/modules/<name>/migrations). A name is unique across them all (its number says its place in
 * the one order); the built server has them all in one folder beside it (scripts/build-server.mjs).
 */
export function migrationFiles(): Map<string, string> {
  const modules = join(here, '../../modules');
  // built (scripts/build-server.mjs): this code is in build-server/main.mjs, the files beside it
  const built = !import.meta.url.endsWith('.ts');
  const folders = !built
    ? [
        join(here, 'migrations'),
        ...readdirSync(modules)
          .map((name) => join(modules, name, 'migrations'))
          .filter((folder) => existsSync(folder)),
      ]
    : [join(here, 'migrations')];
  const files = new Map<string, string>();
  for (const folder of folders) {
    for (const file of readdirSync(folder)) {
      if (!/^\d{4}-[a-z0-9-]+\.sql$/.test(file)) continue;
      if (files.has(file)) throw new Error(`two migrations are named ${file}`);
      files.set(file, join(folder, file));
    }
  }
  return files;
}

/**
 * Several server processes may start at once on one PostgreSQL (docs/architecture.md decision 12):
 * each step takes this transaction-level advisory lock, so one process applies a migration while
 * the others wait, then find it applied.
 */
const migrationLock = 'SELECT pg_advisory_xact_lock(4716001)';

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/**
 * Applies the NNNN-name.sql migrations (migrationFiles) in the order of their numbers, each once, each in a transaction
 * (see docs/decisions: numbered SQL files rather than generated ones, so modules can add theirs independently).
 * A migration's name is recorded first, under the lock: a process that lost the race to another
 * one stops at that row (a unique violation) before running the file, and goes on.
 */
export async function migrate(conn: SqlConnection) {
  await conn.exec(
    `BEGIN;\n${migrationLock};\nCREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now());\nCOMMIT;`,
  );
  const appliedNow = async () =>
    new Set(
      (await conn.query<{ name: string }>('SELECT name FROM schema_migrations')).map(
        (row) => row.name,
      ),
    );
  const applied = await appliedNow();
  const files = migrationFiles();
  for (const file of [...files.keys()].sort()) {
    if (applied.has(file)) continue;
    const text = readFileSync(files.get(file)!, 'utf8');
    try {
      await conn.exec(
        `BEGIN;\n${migrationLock};\nINSERT INTO schema_migrations (name) VALUES ('${file}');\n${text}\n;COMMIT;`,
      );
    } catch (error) {
      await conn.exec('ROLLBACK').catch(() => undefined);
      if (isUniqueViolation(error) && (await appliedNow()).has(file)) continue;
      throw error;
    }
  }
}
