import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openPostgres } from './connection.server';
import { migrate, migrationFiles } from './migrate.server';

const url = process.env.DATABASE_URL;
if (!url && process.env.CI) {
  throw new Error(
    'DATABASE_URL must be set in CI: migrations racing between processes must be tested.',
  );
}

describe.runIf(url)('migrations on PostgreSQL', () => {
  it('two processes starting at once on a new database both start, each migration applied once', async () => {
    const schema = `test_${randomUUID().replaceAll('-', '')}`;
    const first = await openPostgres(url!, schema);
    const second = await openPostgres(url!, schema);
    try {
      await Promise.all([migrate(first), migrate(second)]);
      const rows = await first.query<{ name: string }>('SELECT name FROM schema_migrations');
      const files = [...migrationFiles().keys()];
      expect(rows.map((r) => r.name).sort()).toEqual(files.sort());
      // and a later start finds nothing to do
      await migrate(second);
    } finally {
      await second.close();
      await first.exec(`DROP SCHEMA "${schema}" CASCADE`);
      await first.close();
    }
  });
});
