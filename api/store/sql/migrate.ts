import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SqlConnection } from './connection';

const migrationsDir = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Applies migrations/NNNN-name.sql in order, each once, each in a transaction
 * (see docs/decisions: numbered SQL files rather than generated ones, so modules can add theirs independently).
 */
export async function migrate(conn: SqlConnection) {
  await conn.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const applied = new Set(
    (await conn.query<{ name: string }>('SELECT name FROM schema_migrations')).map((row) => row.name),
  );
  const files = readdirSync(migrationsDir)
    .filter((file) => /^\d{4}-[a-z0-9-]+\.sql$/.test(file))
    .sort();
  for (const file of files) {
    if (applied.has(file)) continue;
    const text = readFileSync(join(migrationsDir, file), 'utf8');
    await conn.exec(
      `BEGIN;\n${text}\n;INSERT INTO schema_migrations (name) VALUES ('${file}');\nCOMMIT;`,
    );
  }
}
