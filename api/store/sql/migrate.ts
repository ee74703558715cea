import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SqlConnection } from './connection';

const migrationsDir = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Several server processes may start at once on one PostgreSQL (docs/architecture.md decision 12):
 * each step takes this transaction-level advisory lock, so one process applies a migration while
 * the others wait, then find it applied.
 */
const migrationLock = 'SELECT pg_advisory_xact_lock(4716001)';

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/**
 * Applies migrations/NNNN-name.sql in order, each once, each in a transaction
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
  const files = readdirSync(migrationsDir)
    .filter((file) => /^\d{4}-[a-z0-9-]+\.sql$/.test(file))
    .sort();
  for (const file of files) {
    if (applied.has(file)) continue;
    const text = readFileSync(join(migrationsDir, file), 'utf8');
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
